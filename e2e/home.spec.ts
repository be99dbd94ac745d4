import { expect, test } from '@playwright/test';

test('home opens in Arabic, right to left, with the switch to English', async ({ page }) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'English', exact: true })).toBeVisible();
});
