import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../shared/rules/constants';
import { imageSources } from '../../../shared/lib/image';
import type { AdminOrderDto } from '../../../shared/wire/adminOrders';
import { formatAmount } from '../../ui/format';
import { Ltr, TableFrame } from '../../ui/Table';
import { adminPaths } from '../../ui/paths';
import { CardTable } from '../../ui/cardTable.styles';
import { Names, NoThumb, OtherName, Product, Thumb, Totals } from './OrderLines.styles';
import { Section } from './OrderScreen.styles';
import { lineTotal, subtotal, type OrderItem } from './orderLabels';

function LineProduct({ item, language }: { item: OrderItem; language: Language }) {
  const { t } = useTranslation();
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const name = (lang: Language) => (lang === 'ar' ? item.name_ar : item.name_en);
  const picture = item.image ? imageSources(item.image) : null;
  return (
    <Product>
      {picture ? (
        <Thumb src={picture.src} srcSet={picture.srcSet} sizes="48px" alt="" loading="lazy" />
      ) : (
        <NoThumb aria-hidden="true" />
      )}
      <Names>
        {item.product_id === null ? (
          <span>{name(language)}</span>
        ) : (
          <Link to={`${adminPaths.products}/${item.product_id}`}>{name(language)}</Link>
        )}
        {name(other) && name(other) !== name(language) ? (
          <OtherName lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
            {name(other)}
          </OtherName>
        ) : null}
        {item.product_code ? (
          <OtherName>
            {t('admin_order_line_code')} <Ltr>{item.product_code}</Ltr>
          </OtherName>
        ) : null}
      </Names>
    </Product>
  );
}

/** What was ordered, at the prices copied when it was ordered, and the totals. */
export function OrderLines({ order, language }: { order: AdminOrderDto; language: Language }) {
  const { t } = useTranslation();
  const titleId = useId();
  const column = {
    product: t('admin_order_col_product'),
    quantity: t('admin_order_col_quantity'),
    price: t('admin_order_col_price'),
    total: t('admin_order_col_total'),
  };
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('admin_order_lines_title')}</h2>
      <TableFrame label={t('admin_order_lines_table')}>
        <CardTable>
          <thead>
            <tr>
              {Object.values(column).map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={`${item.product_id ?? 'gone'}-${index}`}>
                <td>
                  <LineProduct item={item} language={language} />
                </td>
                <td data-label={column.quantity}>
                  <Ltr>{item.quantity}</Ltr>
                </td>
                <td data-label={column.price}>
                  <Ltr>{formatAmount(item.price, language)}</Ltr>
                </td>
                <td data-label={column.total}>
                  <Ltr>{formatAmount(lineTotal(item), language)}</Ltr>
                </td>
              </tr>
            ))}
          </tbody>
        </CardTable>
      </TableFrame>
      <Totals>
        <div>
          <dt>{t('admin_order_subtotal')}</dt>
          <dd>
            <Ltr>{formatAmount(subtotal(order.items), language)}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('admin_order_shipping')}</dt>
          <dd>{t('admin_order_shipping_none')}</dd>
        </div>
        <div>
          <dt>{t('admin_order_total')}</dt>
          <dd>
            <Ltr>{formatAmount(order.total_price, language)}</Ltr>
          </dd>
        </div>
      </Totals>
    </Section>
  );
}
