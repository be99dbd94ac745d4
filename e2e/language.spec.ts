// The language lives in the address: Arabic at the plain paths, English under /en. The switch is
// a plain link to the same page in the other language, so it works before any script runs, and
// a shopper who chose English stays in English across links, reloads, back/forward and the
// server's redirects.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { inLanguage } from './support/matrix';

const CATEGORY = { path: '/vases', en: 'Vases' };

test('the switch opens the same page in English; links, reload, back and redirects keep it', async ({
  page,
}) => {
  await inLanguage(page, 'ar');
  // Tapped as soon as the page is there, scripts or not: a plain link needs none.
  await page.goto(`${CATEGORY.path}?page=2`, { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'English', exact: true }).click();

  const html = page.locator('html');
  await expect(page).toHaveURL(`/en${CATEGORY.path}?page=2`);
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: CATEGORY.en })).toBeVisible();
  await waitForHydration(page);
  expect(await page.evaluate(() => sessionStorage.getItem('language'))).toBe('en');

  // An in-app link stays under /en.
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/^[^?]*\/en\/vases\/[^/?]+$/);
  await expect(html).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'en');
  await page.goBack();
  await expect(page).toHaveURL(`/en${CATEGORY.path}?page=2`);
  await expect(html).toHaveAttribute('lang', 'en');

  // The server's redirect (an unknown category goes to the first one) keeps the language.
  const moved = await page.goto('/en/no-such-category');
  expect(moved?.request().redirectedFrom()?.url()).toMatch(/\/en\/no-such-category$/);
  await expect(page).toHaveURL(/\/en\/[^/?]+$/);
  await expect(html).toHaveAttribute('lang', 'en');

  // And back to Arabic, at the plain address.
  await page.getByRole('link', { name: 'العربية', exact: true }).click();
  await expect(page).not.toHaveURL(/\/en(\/|$)/);
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await waitForHydration(page);
  expect(await page.evaluate(() => sessionStorage.getItem('language'))).toBe('ar');
});
