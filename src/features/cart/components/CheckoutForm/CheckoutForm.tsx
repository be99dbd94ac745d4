import { Field, Form, Formik, useFormikContext } from 'formik';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useGetPaymentMethodsQuery } from '../../../../api/paymentsApi';
import { useAddressCities } from '../../../../entities/address/useAddresses';
import type { Cart } from '../../../../entities/cart/model';
import { usePaymentTexts } from '../../../../entities/order/payment/paymentTexts';
import { selectCurrentUser, type AuthState } from '../../../../entities/session/authSlice';
import { paths } from '../../../../shared/lib/paths';
import { MAX_LENGTH } from '../../../../shared/rules/constants';
import { checkoutForm } from '../../../../shared/rules/forms';
import { buildYupSchema } from '../../../../shared/rules/yupSchema';
import { Button } from '../../../../shared/ui/Button';
import { VisuallyHidden } from '../../../../shared/ui/VisuallyHidden';
import {
  CheckboxField,
  FormBanner,
  SelectField,
  TextAreaField,
  TextField,
  useFocusFirstInvalid,
  FieldGrid,
  WideField,
} from '../../../../shared/ui/form';
import { initialCheckoutValues, type CheckoutValues } from '../../checkout/checkoutValues';
import type { usePlaceOrder } from '../../hooks/usePlaceOrder';
import {
  AddAlternativeAddress,
  AlternativeAddressSelect,
} from '../AlternativeAddress/AlternativeAddress';
import { CartReview } from '../CartReview/CartReview';
import { CartSummary } from '../CartSummary/CartSummary';
import {
  Aside,
  Fieldset,
  Fields,
  Layout,
  Legend,
  Main,
  PaymentHint,
  Radio,
  Radios,
  TermsLink,
} from './CheckoutForm.styles';

interface CheckoutFormProps {
  cart: Cart;
  placeOrder: ReturnType<typeof usePlaceOrder>;
}

/**
 * /checkout: shipping address (first_name, last_name, city_id, address), saved alternative
 * address, payment method (cash or card), note, terms, mailing-list opt-out, cart review and the
 * complete-order button. The rules are checkoutForm's (shared with the server); a failed submit
 * says 'fill required fields' and focuses the first invalid field; nothing typed is ever reset.
 */
export function CheckoutForm({ cart, placeOrder }: CheckoutFormProps) {
  const { t } = useTranslation();
  const user = useSelector((state: { auth: AuthState }) => selectCurrentUser(state));
  const schema = useMemo(() => buildYupSchema(checkoutForm, t), [t]);
  const initialValues = useMemo(
    () =>
      initialCheckoutValues({
        firstName: user?.firstName,
        lastName: user?.familyName,
        cityId: user?.cityId,
        address: user?.address,
      }),
    // Filled once from the account; later changes to the stored user do not reset what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values, formik) => placeOrder.place(values, cart, formik)}
    >
      <CheckoutFields cart={cart} placeOrder={placeOrder} />
    </Formik>
  );
}

function CheckoutFields({ cart, placeOrder }: CheckoutFormProps) {
  const { t } = usePaymentTexts();
  const formId = useId();
  const shippingId = useId();
  const paymentId = useId();
  const cardHintId = useId();
  const containerRef = useFocusFirstInvalid<HTMLDivElement>();
  const { submitCount, errors, isSubmitting, values } = useFormikContext<CheckoutValues>();
  // With the shop's card gateway a card is paid online right after the order; without, on delivery.
  const cardOnline = useGetPaymentMethodsQuery().data?.cardOnline === true;
  const cities = useAddressCities();
  const cityOptions = useMemo(
    () => cities.cities.map((city) => ({ value: String(city.id), label: city.name })),
    [cities.cities],
  );
  // A failed submit says 'fill required fields' until the fields are filled.
  const incomplete = submitCount > 0 && Object.keys(errors).length > 0;
  const busy = isSubmitting || placeOrder.isPlacing;

  const focusAlternative = () =>
    requestAnimationFrame(() =>
      containerRef.current
        ?.querySelector<HTMLElement>('select[name="alternative_address_id"]')
        ?.focus(),
    );

  return (
    <Layout>
      <Main ref={containerRef}>
        <FormBanner message={placeOrder.error} onDismiss={placeOrder.dismissError} />
        <FormBanner message={incomplete ? t('fill_required_fields') : null} />
        {/* Two <form>s around the address form (a form of its own): one Formik, one submit. */}
        <Fields as={Form} id={formId} noValidate aria-labelledby={shippingId}>
          <Fieldset>
            <Legend id={shippingId}>{t('checkout_shipping_title')}</Legend>
            <FieldGrid>
              <TextField
                name="first_name"
                label={t('address_field_first_name')}
                autoComplete="given-name"
                required
                maxLength={MAX_LENGTH.name}
              />
              <TextField
                name="last_name"
                label={t('address_field_last_name')}
                autoComplete="family-name"
                required
                maxLength={MAX_LENGTH.name}
              />
              <SelectField
                name="city_id"
                label={t('address_field_city')}
                placeholder={t('address_choose_city')}
                options={cityOptions}
                required
              />
              <WideField>
                <TextField
                  name="address"
                  label={t('address_field_address')}
                  autoComplete="street-address"
                  required
                  maxLength={MAX_LENGTH.address}
                />
              </WideField>
            </FieldGrid>
          </Fieldset>
          <Fieldset>
            <Legend>{t('checkout_alternative_title')}</Legend>
            <AlternativeAddressSelect />
          </Fieldset>
        </Fields>
        <AddAlternativeAddress onAdded={focusAlternative} />
        <Fields as={Form} noValidate aria-labelledby={paymentId}>
          <Fieldset>
            <Legend id={paymentId}>{t('checkout_payment_title')}</Legend>
            <Radios>
              <Radio>
                <Field type="radio" name="payment_method" value="cash" />
                <span>{t('payment_cash')}</span>
              </Radio>
              <Radio>
                <Field
                  type="radio"
                  name="payment_method"
                  value="card"
                  aria-describedby={cardHintId}
                />
                <span>{t(cardOnline ? 'payment_card_online' : 'payment_card')}</span>
              </Radio>
            </Radios>
            <PaymentHint id={cardHintId} hidden={values.payment_method !== 'card'}>
              {t(cardOnline ? 'payment_card_online_hint' : 'payment_card_on_delivery_hint')}
            </PaymentHint>
          </Fieldset>
          <TextAreaField
            name="note"
            label={t('checkout_note')}
            rows={3}
            maxLength={MAX_LENGTH.note}
          />
          <div>
            <CheckboxField name="terms_accepted" label={t('checkout_terms')} required />
            <TermsLink
              as={Link}
              to={paths.termsConditions()}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('checkout_read_terms')}
              <VisuallyHidden>{` ${t('opens_new_tab')}`}</VisuallyHidden>
            </TermsLink>
          </div>
          <CheckboxField name="newsletter_opt_out" label={t('checkout_newsletter_opt_out')} />
        </Fields>
      </Main>
      <Aside>
        <CartReview cart={cart} />
        <CartSummary cart={cart}>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {t(
              placeOrder.isRedirecting
                ? 'payment_redirecting'
                : busy
                  ? 'checkout_placing'
                  : 'checkout_complete',
            )}
          </Button>
        </CartSummary>
      </Aside>
    </Layout>
  );
}
