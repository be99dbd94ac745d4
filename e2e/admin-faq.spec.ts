// The owner's ordered lists from the back office to the shop. Arabic on a phone: a new question is
// added, moved to the top with Move up, and a shopper's fresh browser finds it first on
// /common-questions. English on a desktop: a video whose link has no video id is
// refused in words, fixed, and shows on /en/videos. Each journey removes what it added; the FAQ
// and videos screens pass axe in both directions.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHome, adminText, signInAdmin, tokenOf } from './support/admin';
import { gotoInteractive } from './support/hydration';
import { expectAccessible, inLanguage, type Lang } from './support/matrix';
import { OWNER } from './support/owner';
import { served } from './support/served';

const marker = `${Date.now() % 1_000_000}`;

/** Deletes, through the owner's API, any entry of `list` this run added and left behind. */
async function removeLeftovers(request: APIRequestContext, list: 'faq' | 'videos') {
  const headers = { authorization: `Bearer ${await tokenOf(request)}` };
  const answer = await request.get(`/api/v1/admin/${list}`, { headers });
  const { data } = (await answer.json()) as { data: Array<{ id: number; title_en: string }> };
  for (const entry of data.filter((each) => each.title_en.includes(marker))) {
    await request.delete(`/api/v1/admin/${list}/${entry.id}`, { headers });
  }
}

test.afterAll(async ({ request }) => {
  await removeLeftovers(request, 'faq');
  await removeLeftovers(request, 'videos');
});

/** Opens a list screen (signed in) and checks it with axe once its entries have loaded. */
async function openList(page: Page, lang: Lang, list: 'faq' | 'videos') {
  const path = `${adminHome(lang)}/pages/${list}`;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    adminText(lang, `admin_${list}_title`),
  );
  await expect(
    page.getByRole('list', { name: adminText(lang, `admin_${list}_list_label`) }),
  ).toBeVisible();
  await expectAccessible(page, path);
}

/** Opens a list screen's add form, checks it with axe and keeps a screenshot of it. */
async function openForm(page: Page, lang: Lang, list: string, addKey: string, shot: string) {
  await page.goto(`${adminHome(lang)}/pages/${list}`);
  await page.getByRole('button', { name: adminText(lang, addKey) }).click();
  await expect(page.getByRole('form')).toBeVisible();
  await expectAccessible(page, `${adminHome(lang)}/pages/${list}, the add form`);
  await page.screenshot({ path: test.info().outputPath(shot), fullPage: true });
}

/** Deletes the entry named `name` from the list on screen, after the confirming question. */
async function deleteEntry(page: Page, lang: Lang, name: string) {
  const t = (key: string, vars = {}) => adminText(lang, key, vars);
  await page.getByRole('button', { name: t('admin_lists_delete_named', { name }) }).click();
  const dialog = page.getByRole('dialog', { name: t('admin_lists_delete_confirm', { name }) });
  await dialog.getByRole('button', { name: t('admin_lists_delete'), exact: true }).click();
  await expect(page.getByText(t('admin_lists_deleted', { name })).first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: t('admin_lists_edit_named', { name }) }),
  ).toHaveCount(0);
}

test('ar 375 px: a new question moved to the top shows first on /common-questions', async ({
  page,
  browser,
}) => {
  test.slow();
  const t = (key: string, vars: Record<string, string | number> = {}) => adminText('ar', key, vars);
  const question = { ar: `هل تغلفون الهدايا؟ ${marker}`, en: `Do you gift-wrap? ${marker}` };
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${adminHome('ar')}/pages/faq`);
  await signInAdmin(page, 'ar', OWNER.phone, OWNER.password);
  await openList(page, 'ar', 'faq');

  await page.getByRole('button', { name: t('admin_faq_add') }).click();
  const form = page.getByRole('form', { name: t('admin_faq_new_title') });
  await form.locator('[name=title_ar]').fill(question.ar);
  await form.locator('[name=title_en]').fill(question.en);
  await form.locator('[name=description_ar]').fill('نعم، بورق هدايا وشريط دون تكلفة إضافية.');
  await form.locator('[name=description_en]').fill('Yes, with paper and ribbon at no cost.');
  await form.getByRole('button', { name: t('admin_lists_create') }).click();
  await expect(form).toHaveCount(0);

  // Last in the list: Move up until it is first, each move saved before the next. The list is
  // counted once it shows the new question (it reloads after the form closes).
  const list = page.getByRole('list', { name: t('admin_faq_list_label') });
  await expect(list.getByRole('listitem').last()).toContainText(question.ar);
  const total = await list.getByRole('listitem').count();
  const up = page.getByRole('button', {
    name: t('admin_lists_move_up_named', { name: question.ar }),
  });
  for (let position = total - 1; position >= 1; position -= 1) {
    await up.click();
    await expect(
      page.getByRole('status').filter({
        hasText: t('admin_lists_moved', { name: question.ar, position, total }),
      }),
    ).toBeAttached();
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
  }
  await expect(up).toBeDisabled();
  await expect(list.getByRole('listitem').first()).toContainText(question.ar);
  await page.screenshot({ path: test.info().outputPath('admin-faq-ar-375.png'), fullPage: true });

  // A shopper who never came before: the question is the first of the page.
  const shopperContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const shopper = await shopperContext.newPage();
  const at = await inLanguage(shopper, 'ar');
  const firstQuestion = (html: string) => html.split('<main')[1]?.split('<h2')[1] ?? '';
  await served(shopper.request, at('/common-questions'), firstQuestion).toContain(question.ar);
  await gotoInteractive(shopper, at('/common-questions'));
  await expect(shopper.locator('main').getByRole('heading', { level: 2 }).first()).toContainText(
    question.ar,
  );
  await shopperContext.close();

  await deleteEntry(page, 'ar', question.ar);
  // The videos screen in Arabic, for axe; the team's add form (photo picker) on a phone.
  await openList(page, 'ar', 'videos');
  await openForm(page, 'ar', 'team', 'admin_team_add', 'admin-team-form-ar-375.png');
});

test('en 1440 px: a video link without a video id is refused in words; fixed, it shows on /en/videos', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const t = (key: string, vars: Record<string, string | number> = {}) => adminText('en', key, vars);
  const title = { ar: `نفخ الزجاج ${marker}`, en: `Glass blowing ${marker}` };
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${adminHome('en')}/pages/videos`);
  await signInAdmin(page, 'en', OWNER.phone, OWNER.password);
  await openList(page, 'en', 'videos');

  await page.getByRole('button', { name: t('admin_videos_add') }).click();
  const form = page.getByRole('form', { name: t('admin_videos_new_title') });
  await form.locator('[name=title_ar]').fill(title.ar);
  await form.locator('[name=title_en]').fill(title.en);
  const link = form.locator('[name=link]');
  await link.fill('https://example.com/watch?v=glassblowing');
  await expect(form.getByRole('status')).toHaveText(t('admin_videos_no_video_id'));
  await form.getByRole('button', { name: t('admin_lists_create') }).click();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(t('admin_videos_no_video_id')).first()).toBeVisible();
  await expectAccessible(page, '/en/admin/pages/videos, the link refused');
  // The server says the same to any client that sends it anyway.
  const refused = await request.post('/api/v1/admin/videos', {
    headers: { authorization: `Bearer ${await tokenOf(request)}`, 'accept-language': 'en' },
    data: { title_ar: title.ar, title_en: title.en, link: 'https://example.com/v' },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { errors: { link: string[] } }).errors.link).toEqual([
    t('admin_videos_no_video_id'),
  ]);

  await link.fill('https://youtu.be/E2eGlass_01');
  await expect(form.getByRole('status')).toHaveText(
    t('admin_videos_id_found', { id: 'E2eGlass_01' }),
  );
  await form.getByRole('button', { name: t('admin_lists_create') }).click();
  await expect(form).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: t('admin_lists_edit_named', { name: title.en }) }),
  ).toBeVisible();
  await expectAccessible(page, '/en/admin/pages/videos with the new video');
  await page.screenshot({
    path: test.info().outputPath('admin-videos-en-1440.png'),
    fullPage: true,
  });

  // Added last: a shopper finds it on the last page of /en/videos.
  const videos = await request.get('/api/v1/videos?lang=en');
  const { last_page: lastPage } = (await videos.json()) as { last_page: number };
  const shopperContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const shopper = await shopperContext.newPage();
  const at = await inLanguage(shopper, 'en');
  const lastVideos = at(lastPage > 1 ? `/videos?page=${lastPage}` : '/videos');
  await served(shopper.request, lastVideos).toContain(title.en);
  await gotoInteractive(shopper, lastVideos);
  await expect(shopper.getByText(title.en).first()).toBeVisible();
  await shopperContext.close();

  await deleteEntry(page, 'en', title.en);
  // The FAQ screen in English, for axe; the catalogs' add form (two covers) on a desktop.
  await openList(page, 'en', 'faq');
  await openForm(page, 'en', 'catalogs', 'admin_catalogs_add', 'admin-catalogs-form-en-1440.png');
});
