import { Fragment } from 'react';
import { Link } from 'react-router';
import { Current, Item, List, Nav, Separator } from './Breadcrumbs.styles';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (the last item). */
  path?: string;
}

export interface BreadcrumbsProps {
  /** The landmark's accessible name, e.g. t('breadcrumb_label'). */
  label: string;
  items: readonly BreadcrumbItem[];
}

/**
 * Label/path items with a '|' separator. The last item is the current
 * page (aria-current); the separators are decoration, hidden from screen readers.
 */
export function Breadcrumbs({ label, items }: BreadcrumbsProps) {
  return (
    <Nav aria-label={label}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${index}-${item.label}`}>
              {index > 0 ? <Separator aria-hidden="true">|</Separator> : null}
              <Item>
                {last || !item.path ? (
                  <Current aria-current={last ? 'page' : undefined}>{item.label}</Current>
                ) : (
                  <Link to={item.path}>{item.label}</Link>
                )}
              </Item>
            </Fragment>
          );
        })}
      </List>
    </Nav>
  );
}
