import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import type { MainCategory } from '../../../entities/category/model';
import { LISTING_PARAMS } from '../catalogRoutes';
import { PriceFilter } from './PriceFilter';
import { SearchFields, submitSearch } from './SearchForm';
import {
  Legend,
  Panel,
  RadioLabel,
  RadioList,
  Sidebar,
  Toggle,
  ToggleIcon,
} from './CategoryFilters.styles';

export interface CategoryFiltersProps {
  /** The listing's path (without the language prefix): where the form is sent without the app. */
  listingPath: string;
  categories: readonly MainCategory[];
  /** The slug whose radio is checked. */
  selectedSlug: string | undefined;
  onSelectCategory: (category: MainCategory) => void;
  productName: string | undefined;
  onSearch: (text: string | undefined) => void;
  maxPrice: number | undefined;
  onMaxPriceChange: (maxPrice: number) => void;
}

/**
 * The /{categorySlug} sidebar: search field, category radio list (native radios: one tab stop,
 * arrow keys move the choice), price slider. Below 1024 px it folds behind a "Filters" toggle.
 *
 * One GET form to the listing's own path, so its Search button works before the app runs:
 * `product_name`, `category` (the chosen slug; the server moves the page there, see
 * catalogRoutes categoryMove) and `max_price`. Once the app runs, the submit searches in place and
 * the radios and the slider apply as they change.
 */
export function CategoryFilters({
  listingPath,
  categories,
  selectedSlug,
  onSelectCategory,
  productName,
  onSearch,
  maxPrice,
  onMaxPriceChange,
}: CategoryFiltersProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const action = useHref(listingPath);
  const [open, setOpen] = useState(false);

  return (
    <Sidebar aria-label={t('catalog_filters')}>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <ToggleIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 5h18M6 12h12M10 19h4" />
        </ToggleIcon>
        {t('catalog_filters')}
      </Toggle>
      <Panel
        id={panelId}
        $open={open}
        method="get"
        action={action}
        onSubmit={(event) => submitSearch(event, productName, onSearch)}
      >
        <SearchFields value={productName} />
        {categories.length > 0 ? (
          <fieldset>
            <Legend>{t('catalog_categories')}</Legend>
            <RadioList>
              {categories.map((category) => (
                <li key={category.id}>
                  <RadioLabel>
                    <input
                      type="radio"
                      name={LISTING_PARAMS.category}
                      value={category.slug}
                      checked={category.slug === selectedSlug}
                      onChange={() => onSelectCategory(category)}
                    />
                    <span>{category.name}</span>
                  </RadioLabel>
                </li>
              ))}
            </RadioList>
          </fieldset>
        ) : null}
        <PriceFilter value={maxPrice} onChange={onMaxPriceChange} />
      </Panel>
    </Sidebar>
  );
}
