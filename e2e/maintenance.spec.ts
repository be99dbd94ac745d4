import { expect, test } from '@playwright/test';
import ar from '../src/i18n/locales/ar.json';
import en from '../src/i18n/locales/en.json';
import { forceMaintenance } from './support/api';
import { LANGS, pathIn } from './support/matrix';

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
