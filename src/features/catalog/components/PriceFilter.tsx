import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { formatPrice } from '../../../shared/lib/price';
import { CURRENCY, PRICE_FILTER, SEARCH } from '../../../shared/rules/constants';
import { LISTING_PARAMS } from '../catalogRoutes';
import { Header, Label, Range, Value, Wrapper } from './PriceFilter.styles';

export interface PriceFilterProps {
  /** The URL's max_price (undefined = the default, no filter). */
  value: number | undefined;
  onChange: (maxPrice: number) => void;
}

/**
 * Price filter: a slider 0–100000 in steps of 1000, 100000 by default. The value shows at
 * once while dragging; the URL (and the load) follows 300 ms after the slider stops. In a form it
 * is sent as `max_price` (the default reads as no filter).
 */
export function PriceFilter({ value, onChange }: PriceFilterProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const inputId = useId();
  const committed = value ?? PRICE_FILTER.default;
  const [draft, setDraft] = useState(committed);
  // Back/forward changes the URL: the slider follows it (adjusted while rendering, not in an effect).
  const [followed, setFollowed] = useState(committed);
  if (followed !== committed) {
    setFollowed(committed);
    setDraft(committed);
  }
  useEffect(() => {
    if (draft === committed) return undefined;
    const timer = setTimeout(() => onChange(draft), SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [draft, committed, onChange]);

  const shown = formatPrice(draft, CURRENCY, language);
  return (
    <Wrapper>
      <Header>
        <Label htmlFor={inputId}>{t('catalog_max_price')}</Label>
        <Value htmlFor={inputId}>
          <bdi dir="ltr">{shown}</bdi>
        </Value>
      </Header>
      <Range
        id={inputId}
        type="range"
        name={LISTING_PARAMS.maxPrice}
        min={PRICE_FILTER.min}
        max={PRICE_FILTER.max}
        step={PRICE_FILTER.step}
        value={draft}
        aria-valuetext={shown}
        onChange={(event) => setDraft(Number(event.target.value))}
      />
    </Wrapper>
  );
}
