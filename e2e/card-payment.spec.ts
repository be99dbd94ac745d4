// Card payments, journeys on the real server: without a gateway a card is paid on delivery and the
// order says so (the shared e2e server, Arabic on a phone); with one (a shop of its own whose
// PAYMOB_* keys point at the Paymob stand-in) the shopper pays on the stand-in's hosted page and
// comes back to the order paid (English on a desktop).
import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import paymentsAr from '../src/i18n/payments/ar.json';
import paymentsEn from '../src/i18n/payments/en.json';
import { startGatewayShop, type GatewayShop } from './support/gatewayServer';
import { gotoInteractive } from './support/hydration';
import { expectAccessible, inLanguage, pathIn, type Lang } from './support/matrix';
import { ar, en } from './support/texts';
import { apiAddAddress, apiAddToCart, twoSellableProducts } from './support/shop';
import { createShopper, startLoggedIn, type Shopper } from './support/shopper';

const TEXTS = { ar: { ...ar, ...paymentsAr }, en: { ...en, ...paymentsEn } };

/** Checkout with the cart and a saved address ready: the address typed, the card chosen. */
async function checkOutWithCard(page: Page, lang: Lang, card: string) {
  const t = TEXTS[lang];
  await expect(page.getByRole('combobox', { name: t.checkout_alternative_label })).not.toHaveValue(
    '',
  );
  await page
    .getByRole('textbox', { name: t.address_field_address, exact: true })
    .first()
    .fill('7 Glass Lane');
  await page.getByRole('radio', { name: card }).check();
  await page.getByRole('checkbox', { name: t.checkout_terms }).check();
}

async function ready(page: Page, shopper: Shopper, url: string) {
  await inLanguage(page, 'en');
  await startLoggedIn(page, shopper);
  await gotoInteractive(page, url);
}

test('without a gateway a card is paid on delivery, and the order says so (Arabic, 375 px)', async ({
  page,
  request,
}, testInfo) => {
  const t = TEXTS.ar;
  await page.setViewportSize({ width: 375, height: 812 });
  const shopper = await createShopper(request);
  const [product] = await twoSellableProducts(request);
  await apiAddToCart(request, shopper, product.id);
  await apiAddAddress(request, shopper);
  await ready(page, shopper, pathIn('ar', '/checkout'));
  await checkOutWithCard(page, 'ar', t.payment_card);
  await expect(page.getByText(t.payment_card_on_delivery_hint)).toBeVisible();
  await page.getByRole('button', { name: t.checkout_complete }).click();

  await expect(page).toHaveURL(pathIn('ar', '/orders-checkout'));
  const details = page.getByRole('region', { name: /^تفاصيل الطلب رقم / });
  await expect(
    details.getByText(t.order_payment_method, { exact: true }).locator('+ dd'),
  ).toHaveText('الدفع بالبطاقة عند الاستلام');
  await expect(
    details.getByText(t.payment_status_label, { exact: true }).locator('+ dd'),
  ).toHaveText(t.payment_status_on_delivery);
  await expectAccessible(page, '/orders-checkout ar card on delivery');
  await page.screenshot({
    path: testInfo.outputPath('card-on-delivery-ar-375.png'),
    fullPage: true,
  });
});

test.describe('with the Paymob gateway', () => {
  let shop: GatewayShop;
  test.beforeAll(async () => {
    // A second server starts on a fresh database: three times a journey's own time.
    test.setTimeout(360_000);
    shop = await startGatewayShop();
  });
  test.afterAll(async () => {
    await shop?.stop();
  });

  test('pays by card on the hosted page and comes back to the order paid (English, 1440 px)', async ({
    page,
  }, testInfo) => {
    const t = TEXTS.en;
    await page.setViewportSize({ width: 1440, height: 900 });
    const api = await apiRequest.newContext({ baseURL: shop.url });
    const shopper = await createShopper(api);
    const [product] = await twoSellableProducts(api);
    await apiAddToCart(api, shopper, product.id);
    await apiAddAddress(api, shopper);

    await ready(page, shopper, `${shop.url}/en/checkout`);
    await checkOutWithCard(page, 'en', t.payment_card_online);
    await expect(page.getByText(t.payment_card_online_hint)).toBeVisible();
    await expectAccessible(page, '/en/checkout with a card gateway');
    await page.getByRole('button', { name: t.checkout_complete }).click();

    // Paymob's hosted checkout (the stand-in's page).
    await expect(page).toHaveURL(new RegExp(`^${shop.standIn.url}/unifiedcheckout/\\?publicKey=`));
    const [intention] = shop.standIn.intentions;
    expect(intention?.body.redirection_url).toMatch(/\/en\/orders-checkout\?order=ZJ-\d+$/);
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back at the shop: the order is paid (the server heard it from the signed callback).
    await expect(page).toHaveURL(new RegExp(`^${shop.url}/en/orders-checkout\\?order=ZJ-`));
    const number = intention!.body.special_reference;
    await expect(page.getByText(/is paid\. Thank you!/)).toContainText(number);
    const details = page.getByRole('region', { name: `Details of order ${number}` });
    await expect(
      details.getByText(t.order_payment_method, { exact: true }).locator('+ dd'),
    ).toHaveText(t.payment_card_online);
    await expect(
      details.getByText(t.payment_status_label, { exact: true }).locator('+ dd'),
    ).toHaveText(t.payment_status_paid);
    await expect(details.getByRole('link', { name: t.payment_pay_now })).toHaveCount(0);
    await expectAccessible(page, '/en/orders-checkout paid');
    await page.screenshot({ path: testInfo.outputPath('card-paid-en-1440.png'), fullPage: true });
    await api.dispose();
  });
});
