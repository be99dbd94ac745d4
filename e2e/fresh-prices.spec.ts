// A price the owner changes reaches a shopper who is already in the shop: the shopper opens a
// category, the owner changes the price of its first product, and a few seconds later the
// shopper's next in-app navigations (the product, then back to the category) show the new price.
// The page's clock is moved on by hand ("a few seconds later"), so the journey waits on no clock.
// The price is put back at the end, whatever happens.
import { expect, test } from '@playwright/test';
import { formatPrice } from '../src/shared/lib/price';
import { tokenOf } from './support/admin';
import { gotoInteractive } from './support/hydration';
import { inLanguage } from './support/matrix';

interface ListedProduct {
  id: number;
  name_ar: string;
  slug: string;
  price_before_discount: string | null;
  price_after_discount: string | null;
}

test('a changed price shows on the shopper’s next navigation, without a reload (ar)', async ({
  page,
  request,
}) => {
  const categories = await request.get('/api/v1/main-categories?lang=ar');
  expect(categories.ok()).toBe(true);
  const [category] = ((await categories.json()) as { data: { id: number; slug: string }[] }).data;
  if (!category) throw new Error('no category');
  const listing = await request.get(`/api/v1/products/${category.id}?lang=ar&page=1`);
  const { messages } = (await listing.json()) as { messages: { records: ListedProduct[] } };
  const priced = messages.records.find((product) => Number(product.price_after_discount ?? 0) > 10);
  if (!priced) throw new Error('no priced product on the first page');
  const before = priced.price_after_discount!;
  const after = (Number(before) - 7).toFixed(2);
  const owner = { authorization: `Bearer ${await tokenOf(request)}` };
  const setPrice = (price: string) =>
    request.patch(`/api/v1/admin/products/${priced.id}`, {
      headers: owner,
      data: { price_after_discount: price },
    });

  await page.clock.install();
  const at = await inLanguage(page, 'ar');
  await gotoInteractive(page, at(`/${category.slug}`));
  const main = page.getByRole('main');
  const card = main.getByRole('listitem').filter({ hasText: priced.name_ar });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(card).toContainText(formatPrice(before, 'EGP', 'ar'));
  // The app takes the page over on this first navigation; both pages are now in its memory.
  await card.getByRole('link').first().click();
  await expect(heading).toHaveText(priced.name_ar);
  await page.goBack();
  await expect(card).toContainText(formatPrice(before, 'EGP', 'ar'));

  try {
    expect((await setPrice(after)).status()).toBe(200);
    await page.clock.fastForward(5_000);

    await card.getByRole('link').first().click();
    await expect(heading).toHaveText(priced.name_ar);
    await expect(main).toContainText(formatPrice(after, 'EGP', 'ar'));

    await page.goBack();
    await expect(card).toContainText(formatPrice(after, 'EGP', 'ar'));
  } finally {
    await setPrice(before);
  }
});
