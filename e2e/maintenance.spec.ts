import { expect, test } from '@playwright/test';
import { forceMaintenance } from './support/api';
import { LANGS, pathIn } from './support/matrix';
import { ar, en } from './support/texts';

for (const lang of LANGS) {
  test(`maintenance screen: Close asks before leaving the site (${lang})`, async ({ page }) => {
    const t = { ar, en }[lang];
    await forceMaintenance(page);
    await page.goto(pathIn(lang, '/'), { waitUntil: 'domcontentloaded' });

    await expect(page.getByRole('heading', { name: t.maintenance_title })).toBeVisible();
    await page.getByRole('button', { name: t.close, exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText(t.exit_confirm_message);
  });
}
