// /admin/categories, the two banners of a category: a chosen picture is uploaded at once as
// multipart to /admin/media/banners and its URL saved with the form (only when it changed), a
// removed banner is saved as null, a refused upload says why and keeps what was typed, a save
// waits for an upload under way, and the server's refusal of a saved banner lands on its picker.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PICTURE_ACCEPT } from '../../../src/shared/rules/media';
import {
  bannersServer,
  cups,
  NEW,
  OLD_AR,
  OLD_EN,
  png,
  pngBytes,
} from '../../support/bannerFixtures';
import { apiUrl, server } from '../../support/msw';
import { owner, renderAdmin, staffer } from '../../support/renderAdmin';

const group = (form: HTMLElement, name: string) => within(form).getByRole('group', { name });

async function openEdit(name: string, formName: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('form', { name: formName });
}

describe('category banners', () => {
  it('uploads the Arabic banner at once, shows it, waits for it, and saves its URL alone', async () => {
    let release: () => void = () => undefined;
    const api = bannersServer(cups(), new Promise<void>((resolve) => (release = resolve)));
    await renderAdmin('/admin/categories', staffer);
    expect(await screen.findByText('بلا بانر')).toBeVisible();
    const form = await openEdit('تعديل: أكواب', 'تعديل «أكواب»');
    const arabic = group(form, 'البانر (الصفحة العربية)');
    expect(within(arabic).getByText('لا يوجد بانر بعد')).toBeVisible();
    expect(within(arabic).queryByRole('button', { name: /إزالة البانر/ })).toBeNull();
    const input = within(arabic).getByLabelText('رفع صورة: البانر (الصفحة العربية)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', PICTURE_ACCEPT);
    expect(input).toHaveAttribute('name', 'banner_image_ar');
    expect(input).toHaveAccessibleDescription(/1280 × 400/);

    await userEvent.upload(input, png());
    expect(await within(arabic).findByRole('status')).toHaveTextContent('جارٍ رفع الصورة…');
    const save = within(form).getByRole('button', { name: 'حفظ' });
    expect(save).toBeDisabled();
    release();

    const picture = await within(arabic).findByRole('img', {
      name: 'البانر الحالي للصفحة العربية',
    });
    expect(picture).toHaveAttribute('src', '/media/banners/u-5f1c-320.webp');
    expect(picture).toHaveAttribute('width', '1280');
    expect(picture).toHaveAttribute('height', '400');
    expect(within(arabic).getByRole('status')).toHaveTextContent(
      'رُفعت الصورة. احفظ القسم لاستخدامها.',
    );
    expect(api.uploads).toEqual([
      {
        type: expect.stringMatching(/^multipart\/form-data; boundary=/),
        name: 'لافتة.png',
        bytes: pngBytes,
      },
    ]);
    // Uploading saves nothing yet: the category is saved with the form.
    expect(api.sent).toEqual([]);
    // The English page keeps none, and is offered the Arabic one.
    const english = group(form, 'البانر (الصفحة الإنجليزية)');
    expect(within(english).getByText('لا يوجد بانر بعد')).toBeVisible();
    expect(
      within(english).getByRole('button', { name: 'استخدام البانر العربي هنا أيضًا' }),
    ).toBeVisible();

    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() =>
      expect(api.sent).toEqual([
        { method: 'PATCH', path: '/admin/categories/1', body: { banner_image_ar: NEW } },
      ]),
    );
    expect(await screen.findByText('حُفظ القسم «أكواب»')).toBeVisible();
  });

  it('removes a banner: the file input takes the focus, the removal is said, and null is saved', async () => {
    const api = bannersServer(cups({ banner_image_ar: OLD_AR, banner_image_en: OLD_EN }));
    await renderAdmin('/admin/categories', owner);
    // The row shows the banner of the page's language, small.
    expect(await screen.findByRole('img', { name: 'البانر (الصفحة العربية)' })).toHaveAttribute(
      'src',
      '/media/banners/cups-ar-320.webp',
    );
    const form = await openEdit('تعديل: أكواب', 'تعديل «أكواب»');
    const arabic = group(form, 'البانر (الصفحة العربية)');
    expect(
      within(arabic).getByRole('img', { name: 'البانر الحالي للصفحة العربية' }),
    ).toHaveAttribute('src', '/media/banners/cups-ar-320.webp');
    await userEvent.click(
      within(arabic).getByRole('button', { name: 'إزالة البانر: البانر (الصفحة العربية)' }),
    );
    expect(within(arabic).queryByRole('img')).toBeNull();
    expect(within(arabic).getByText('لا يوجد بانر بعد')).toBeVisible();
    expect(within(arabic).getByLabelText('رفع صورة: البانر (الصفحة العربية)')).toHaveFocus();
    expect(within(arabic).getByRole('status')).toHaveTextContent(
      'أُزيل البانر. احفظ القسم لتأكيد ذلك.',
    );
    // The English banner is untouched, so it is not sent.
    expect(
      within(group(form, 'البانر (الصفحة الإنجليزية)')).getByRole('img', {
        name: 'البانر الحالي للصفحة الإنجليزية',
      }),
    ).toHaveAttribute('src', '/media/banners/cups-en-320.webp');
    await userEvent.click(within(form).getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        { method: 'PATCH', path: '/admin/categories/1', body: { banner_image_ar: null } },
      ]),
    );
  });

  it("shows the server's reason when an upload is refused and keeps what was typed", async () => {
    const api = bannersServer();
    server.use(
      http.post(apiUrl('/admin/media/banners'), () =>
        HttpResponse.json(
          {
            message: 'بعض البيانات غير صحيحة، يرجى مراجعتها',
            errors: { file: ['هذا الملف ليس صورة يمكن للمتجر قراءتها'] },
          },
          { status: 422 },
        ),
      ),
    );
    await renderAdmin('/admin/categories', staffer);
    const form = await openEdit('تعديل: أكواب', 'تعديل «أكواب»');
    const nameEn = within(form).getByRole('textbox', { name: 'الاسم بالإنجليزية' });
    await userEvent.clear(nameEn);
    await userEvent.type(nameEn, 'Mugs');
    const arabic = group(form, 'البانر (الصفحة العربية)');
    const input = within(arabic).getByLabelText('رفع صورة: البانر (الصفحة العربية)');
    await userEvent.upload(input, png('notes.png'));
    expect(await within(arabic).findByRole('alert')).toHaveTextContent(
      'هذا الملف ليس صورة يمكن للمتجر قراءتها',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/هذا الملف ليس صورة يمكن للمتجر قراءتها/);
    expect(within(arabic).getByRole('status')).toBeEmptyDOMElement();
    expect(within(arabic).getByText('لا يوجد بانر بعد')).toBeVisible();
    expect(nameEn).toHaveValue('Mugs');

    await userEvent.click(within(form).getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        { method: 'PATCH', path: '/admin/categories/1', body: { name_en: 'Mugs' } },
      ]),
    );
  });

  it('refuses a file over the size limit without sending it', async () => {
    bannersServer();
    server.use(
      http.post(apiUrl('/admin/media/banners'), () => {
        throw new Error('a file over the limit must not be sent');
      }),
    );
    await renderAdmin('/admin/categories', staffer);
    const form = await openEdit('تعديل: أكواب', 'تعديل «أكواب»');
    const arabic = group(form, 'البانر (الصفحة العربية)');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(within(arabic).getByLabelText('رفع صورة: البانر (الصفحة العربية)'), big);
    expect(await within(arabic).findByRole('alert')).toHaveTextContent(
      'حجم الملف أكبر من 10 ميجابايت',
    );
  });

  it('in English: a new category takes the Arabic banner for the English page too', async () => {
    const api = bannersServer();
    await renderAdmin('/en/admin/categories', staffer);
    await userEvent.click(await screen.findByRole('button', { name: 'New category' }));
    const form = screen.getByRole('form', { name: 'New category' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name in Arabic' }), 'سلطانيات');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name in English' }), 'Bowls');
    const english = group(form, 'Banner (English page)');
    expect(
      within(english).queryByRole('button', { name: 'Use the Arabic banner here too' }),
    ).toBeNull();
    await userEvent.upload(
      within(form).getByLabelText('Upload a picture: Banner (Arabic page)'),
      png('bowls.png'),
    );
    const arabic = group(form, 'Banner (Arabic page)');
    expect(await within(arabic).findByRole('status')).toHaveTextContent(
      'Picture uploaded. Save the category to use it.',
    );
    // The file input's visible label now offers a replacement.
    expect(within(arabic).getByText('Replace the picture')).toBeVisible();
    expect(
      within(arabic).getByLabelText('Replace the picture: Banner (Arabic page)'),
    ).toHaveAttribute('type', 'file');

    await userEvent.click(
      within(english).getByRole('button', { name: 'Use the Arabic banner here too' }),
    );
    expect(
      within(english).getByRole('img', { name: 'Current banner of the English page' }),
    ).toHaveAttribute('src', '/media/banners/u-5f1c-320.webp');
    expect(within(english).getByRole('status')).toHaveTextContent(
      'The Arabic banner is used here too. Save the category to keep it.',
    );
    expect(
      within(english).getByLabelText('Replace the picture: Banner (English page)'),
    ).toHaveFocus();
    expect(
      within(english).queryByRole('button', { name: 'Use the Arabic banner here too' }),
    ).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: 'Add the category' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          method: 'POST',
          path: '/admin/categories',
          body: {
            name_ar: 'سلطانيات',
            name_en: 'Bowls',
            banner_image_ar: NEW,
            banner_image_en: NEW,
          },
        },
      ]),
    );
    expect(await screen.findByText('The category “Bowls” was added')).toBeVisible();
  });

  it("puts the server's refusal of a saved banner on its picker and focuses its file input", async () => {
    bannersServer(cups({ banner_image_ar: OLD_AR }));
    server.use(
      http.patch(apiUrl('/admin/categories/:id'), () =>
        HttpResponse.json(
          {
            message: 'Some fields are not valid, please check them',
            errors: {
              banner_image_en: [
                'Upload this picture first: only pictures uploaded to the shop can be used',
              ],
            },
          },
          { status: 422 },
        ),
      ),
    );
    await renderAdmin('/en/admin/categories', owner);
    const form = await openEdit('Edit: Cups', 'Edit “Cups”');
    const english = group(form, 'Banner (English page)');
    await userEvent.click(
      within(english).getByRole('button', { name: 'Use the Arabic banner here too' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const input = within(english).getByLabelText('Replace the picture: Banner (English page)');
    await waitFor(() => expect(input).toHaveFocus());
    expect(within(english).getByRole('alert')).toHaveTextContent(
      'Upload this picture first: only pictures uploaded to the shop can be used',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
