import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMainCategories } from '../../../../entities/category/useMainCategories';
import { paths } from '../../../../shared/lib/paths';
import { useDisclosure } from '../../hooks/useDisclosure';
import { ChevronDownIcon, GridIcon } from '../icons/Icons';
import { MenuItem, MenuList, MenuNote, MenuToggle, MenuWrap, StartPanel } from './Menus.styles';

/** The header's category dropdown: every main category, linking to its listing. */
export function CategoryDropdown() {
  const { t } = useTranslation();
  const { data: categories = [], isError } = useMainCategories();
  const { open, close, toggle, buttonRef, panelRef } = useDisclosure<
    HTMLButtonElement,
    HTMLDivElement
  >();
  const panelId = useId();

  return (
    <MenuWrap>
      <MenuToggle
        ref={buttonRef}
        type="button"
        $tone="onSurface"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <GridIcon size={18} />
        <span>{t('nav_categories')}</span>
        <ChevronDownIcon />
      </MenuToggle>
      <StartPanel ref={panelRef} id={panelId} hidden={!open}>
        {isError ? <MenuNote>{t('error_loading_categories')}</MenuNote> : null}
        <MenuList>
          {categories.map((category) => (
            <li key={category.id}>
              <MenuItem as={Link} to={paths.category(category.slug)} onClick={close}>
                {category.name}
              </MenuItem>
            </li>
          ))}
        </MenuList>
      </StartPanel>
    </MenuWrap>
  );
}
