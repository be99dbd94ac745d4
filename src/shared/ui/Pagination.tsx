import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGINATION_WINDOW } from '../rules/constants';
import { Chevron, Disabled, Item, List, Nav, PageLink } from './Pagination.styles';

/**
 * The page numbers shown around `current` (a window of 5), shifted at the ends so there
 * are always `size` numbers when there are that many pages.
 */
export function pageWindow(current: number, last: number, size = PAGINATION_WINDOW): number[] {
  if (last < 1) return [];
  const count = Math.min(size, last);
  const clamped = Math.min(Math.max(current, 1), last);
  const start = Math.min(Math.max(clamped - Math.floor(size / 2), 1), last - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

export interface PaginationProps {
  currentPage: number;
  lastPage: number;
  /** The URL of a page: pages are links so they can be opened in a tab and crawled. */
  hrefFor: (page: number) => string;
}

function ChevronIcon({ towards }: { towards: 'previous' | 'next' }) {
  return (
    <Chevron $towards={towards} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M15 6l-6 6 6 6" />
    </Chevron>
  );
}

/**
 * Previous, a window of page numbers, next. Previous is disabled on the first page,
 * next on the last; nothing is shown when there is a single page.
 */
export function Pagination({ currentPage, lastPage, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;

  const end = (towards: 'previous' | 'next', target: number, enabled: boolean): ReactNode => {
    const label = t(towards === 'previous' ? 'pagination_previous' : 'pagination_next');
    const icon = <ChevronIcon towards={towards} />;
    return enabled ? (
      <PageLink
        as={Link}
        to={hrefFor(target)}
        aria-label={label}
        rel={towards === 'previous' ? 'prev' : 'next'}
      >
        {icon}
      </PageLink>
    ) : (
      <Disabled role="link" aria-disabled="true" aria-label={label}>
        {icon}
      </Disabled>
    );
  };

  return (
    <Nav aria-label={t('pagination_label')}>
      <List>
        <Item>{end('previous', currentPage - 1, currentPage > 1)}</Item>
        {pageWindow(currentPage, lastPage).map((page) => (
          <Item key={page}>
            <PageLink
              as={Link}
              to={hrefFor(page)}
              aria-label={t('pagination_page', { page })}
              aria-current={page === currentPage ? 'page' : undefined}
              $current={page === currentPage}
            >
              {page}
            </PageLink>
          </Item>
        ))}
        <Item>{end('next', currentPage + 1, currentPage < lastPage)}</Item>
      </List>
    </Nav>
  );
}
