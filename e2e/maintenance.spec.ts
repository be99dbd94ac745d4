import { expect, test } from '@playwright/test';
import { forceMaintenance } from './support/api';

test('maintenance screen: Close asks before leaving the site', async ({ page }) => {
  await forceMaintenance(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });

  await expect(page.getByRole('heading', { name: 'الخدمة تحت الصيانة' })).toBeVisible();
  await page.getByRole('button', { name: 'إغلاق', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('هل أنت متأكد أنك تريد الخروج من الموقع؟');
});
