import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../entities/product/model';
import { useProduct } from '../../../../entities/product/useProduct';
import { useLanguage } from '../../../../shared/hooks/useLanguage';
import { imageSources } from '../../../../shared/lib/image';
import { formatPrice } from '../../../../shared/lib/price';
import {
  Option,
  OptionPrice,
  OptionText,
  OptionTitle,
  Thumb,
  ThumbPlaceholder,
} from './SearchBox.styles';

interface SearchSuggestionProps {
  id: string;
  productId: number;
  active: boolean;
  onChoose: (product: Product) => void;
}

/** One option of the suggestions listbox: image, title, price. */
export function SearchSuggestion({ id, productId, active, onChoose }: SearchSuggestionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const view = useProduct(productId);
  if (!view) return null;
  const { product } = view;
  const image = product.image ? imageSources(product.image) : null;

  return (
    // Keyboard use goes through the combobox (aria-activedescendant, Enter), as WAI-ARIA asks.
    <Option
      id={id}
      role="option"
      aria-selected={active}
      $active={active}
      // Keep focus in the input while the pointer picks an option.
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      onClick={() => onChoose(product)}
    >
      {image ? (
        <Thumb
          src={image.src}
          srcSet={image.srcSet}
          sizes="48px"
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <ThumbPlaceholder />
      )}
      <OptionText>
        <OptionTitle>{product.title}</OptionTitle>
        <OptionPrice>
          {product.price !== null ? (
            <bdi dir="ltr">{formatPrice(product.price, product.currency, language)}</bdi>
          ) : (
            t('get_the_price')
          )}
        </OptionPrice>
      </OptionText>
    </Option>
  );
}
