import { expect, test } from '@playwright/test';
import { gotoInteractive } from './support/hydration';

test('the language switch turns the page English and the choice survives a reload', async ({
  page,
}) => {
  // The switch is a button of the app: a tap before the app runs is lost (until it becomes a
  // plain link to the English address), so this journey taps once the page answers.
  await gotoInteractive(page, '/', { waitUntil: 'domcontentloaded' });
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
