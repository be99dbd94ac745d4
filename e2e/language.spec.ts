import { expect, test } from '@playwright/test';

test('the language switch turns the page English and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const html = page.locator('html');
  await page.getByRole('button', { name: 'English', exact: true }).click();

  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'العربية', exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('language'))).toBe('en');

  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'العربية', exact: true })).toBeVisible();
});
