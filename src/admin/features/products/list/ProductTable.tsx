import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../../shared/rules/constants';
import { VisuallyHidden } from '../../../../shared/ui/VisuallyHidden';
import type { AdminProductDto } from '../../../../shared/wire/adminProducts';
import { formatAmount } from '../../../ui/format';
import { Ltr, TableFrame, WrapCell } from '../../../ui/Table';
import { adminPaths } from '../../../ui/paths';
import { thumbnailOf } from '../productPictures';
import {
  Badge,
  BoxLabel,
  Muted,
  NameMain,
  NameOther,
  NoPicture,
  OldPrice,
  ProductsTable,
  RowCheckbox,
  Thumb,
} from './ProductsScreen.styles';

/** Stock at or below this (and above 0) is "low", as the list's stock filter counts it. */
const LOW_STOCK = 5;
const THUMB_SIZE = 56;

interface ProductTableProps {
  products: readonly AdminProductDto[];
  categoryName: (id: number) => string;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  busy: boolean;
}

function StockBadge({ quantity }: { quantity: number }) {
  const { t } = useTranslation();
  if (quantity > LOW_STOCK) return null;
  const level = quantity === 0 ? 'out' : 'low';
  return <Badge $level={level}>{t(`admin_products_badge_${level}`)}</Badge>;
}

/** One page of products: a box per row and one for the whole page, then what staff check. */
export function ProductTable({
  products,
  categoryName,
  selected,
  onToggle,
  onToggleAll,
  busy,
}: ProductTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const other: Language = language === 'en' ? 'ar' : 'en';
  const allBox = useRef<HTMLInputElement>(null);
  const chosen = products.filter((product) => selected.has(product.id)).length;
  const all = products.length > 0 && chosen === products.length;

  useEffect(() => {
    // Some rows chosen: the page box says "partly" (read out as mixed).
    if (allBox.current) allBox.current.indeterminate = chosen > 0 && !all;
  }, [chosen, all]);

  const nameIn = (product: AdminProductDto, lang: Language) =>
    lang === 'en' ? product.name_en : product.name_ar;

  return (
    <TableFrame label={t('admin_products_table_label')}>
      <ProductsTable aria-busy={busy || undefined}>
        <thead>
          <tr>
            <th scope="col">
              <BoxLabel>
                <RowCheckbox ref={allBox} type="checkbox" checked={all} onChange={onToggleAll} />
                <VisuallyHidden>{t('admin_products_select_all')}</VisuallyHidden>
              </BoxLabel>
            </th>
            <th scope="col">{t('admin_products_col_picture')}</th>
            <th scope="col">{t('admin_products_col_name')}</th>
            <th scope="col">{t('admin_products_col_code')}</th>
            <th scope="col">{t('admin_products_col_category')}</th>
            <th scope="col">{t('admin_products_col_price')}</th>
            <th scope="col">{t('admin_products_col_quantity')}</th>
            <th scope="col">{t('admin_products_col_status')}</th>
            <th scope="col">
              <VisuallyHidden>{t('admin_products_col_actions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const name = nameIn(product, language);
            return (
              <tr key={product.id}>
                <td>
                  <BoxLabel>
                    <RowCheckbox
                      type="checkbox"
                      checked={selected.has(product.id)}
                      onChange={() => onToggle(product.id)}
                    />
                    <VisuallyHidden>{t('admin_products_select_one', { name })}</VisuallyHidden>
                  </BoxLabel>
                </td>
                <td>
                  {product.image ? (
                    <Thumb
                      src={thumbnailOf(product.image)}
                      width={THUMB_SIZE}
                      height={THUMB_SIZE}
                      loading="lazy"
                      alt={name}
                    />
                  ) : (
                    <NoPicture aria-hidden="true" />
                  )}
                </td>
                <WrapCell>
                  <NameMain>{name}</NameMain>
                  <NameOther lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
                    {nameIn(product, other)}
                  </NameOther>
                </WrapCell>
                <td>
                  <Ltr>{product.product_code}</Ltr>
                </td>
                <td>{categoryName(product.category_id)}</td>
                <td>
                  {product.price_after_discount === null ? (
                    <Muted>{t('admin_products_no_price')}</Muted>
                  ) : (
                    <Ltr>{formatAmount(product.price_after_discount, language)}</Ltr>
                  )}
                  {product.price_before_discount !== null &&
                  product.price_before_discount !== product.price_after_discount ? (
                    <OldPrice>
                      <VisuallyHidden>{t('admin_products_before_discount')} </VisuallyHidden>
                      <s>
                        <Ltr>{formatAmount(product.price_before_discount, language)}</Ltr>
                      </s>
                    </OldPrice>
                  ) : null}
                </td>
                <td>
                  <Ltr>{product.quantity}</Ltr> <StockBadge quantity={product.quantity} />
                </td>
                <td>
                  {t(`admin_product_status_${product.status}`)}
                  <Muted as="div">
                    {t(`admin_product_product_status_${product.product_status}`)}
                  </Muted>
                </td>
                <td>
                  <Link to={`${adminPaths.products}/${product.id}`}>
                    {t('admin_products_edit')}
                    <VisuallyHidden> {name}</VisuallyHidden>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </ProductsTable>
    </TableFrame>
  );
}
