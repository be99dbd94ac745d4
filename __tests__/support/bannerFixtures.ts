// A stand-in server for the category banner tests (__tests__/web/admin/categoryBanners.test.tsx):
// the category list, the banner upload and the category writes, recording what each was sent.
import { http, HttpResponse } from 'msw';
import type { AdminCategoryDto } from '../../src/shared/wire/adminProducts';
import { apiUrl, server } from './msw';

export const OLD_AR = '/media/banners/cups-ar-640.webp';
export const OLD_EN = '/media/banners/cups-en-640.webp';
export const NEW = '/media/banners/u-5f1c-640.webp';

export const cups = (more: Partial<AdminCategoryDto> = {}): AdminCategoryDto => ({
  id: 1,
  name_ar: 'أكواب',
  name_en: 'Cups',
  slug: 'cups',
  sort: 1,
  hidden: false,
  products_count: 3,
  banner_image_ar: null,
  banner_image_en: null,
  ...more,
});

export const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 7, 7, 7]);
export const png = (name = 'لافتة.png') => new File([pngBytes], name, { type: 'image/png' });

/**
 * The list, what each JSON call was sent, and the files uploaded (with their content type); an
 * upload is answered once `held` settles.
 */
export function bannersServer(first: AdminCategoryDto = cups(), held?: Promise<void>) {
  let list = [first];
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const uploads: Array<{ type: string; name: string; bytes: Uint8Array }> = [];
  server.use(
    http.get(apiUrl('/admin/categories'), () =>
      HttpResponse.json({ status_code: 200, data: list }),
    ),
    http.post(apiUrl('/admin/media/banners'), async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      uploads.push({
        type: request.headers.get('content-type') ?? '',
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
      await held;
      return HttpResponse.json(
        { status_code: 201, data: { url: NEW, width: 1280, height: 400 } },
        { status: 201 },
      );
    }),
    http.post(apiUrl('/admin/categories'), async ({ request }) => {
      const body = (await request.json()) as Partial<AdminCategoryDto>;
      sent.push({ method: 'POST', path: '/admin/categories', body });
      const added = cups({ id: 9, sort: 2, slug: 'bowls', ...body });
      list = [...list, added];
      return HttpResponse.json({ status_code: 201, data: added }, { status: 201 });
    }),
    http.patch(apiUrl('/admin/categories/:id'), async ({ request, params }) => {
      const body = (await request.json()) as Partial<AdminCategoryDto>;
      sent.push({ method: 'PATCH', path: `/admin/categories/${String(params.id)}`, body });
      list = list.map((each) => (each.id === Number(params.id) ? { ...each, ...body } : each));
      const saved = list.find((each) => each.id === Number(params.id));
      return HttpResponse.json({ status_code: 200, data: saved });
    }),
  );
  return { sent, uploads };
}
