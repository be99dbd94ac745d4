// The back office's upload call (src/admin/api/mediaApi.ts): the picture leaves as multipart form
// data with the browser's own boundary (never labelled JSON), the answer unwraps to its data, and
// a refusal unwraps to the server's translated field message.
import { http, HttpResponse } from 'msw';
import { mediaApi } from '../../../src/admin/api/mediaApi';
import { adminApi } from '../../../src/admin/api/adminApi';
import { makeAdminStore } from '../../../src/admin/app/store';
import { apiUrl, server } from '../../support/msw';
import { owner } from '../../support/renderAdmin';

const picture = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'وردة.png', { type: 'image/png' });

const signedInStore = () =>
  makeAdminStore({ language: 'ar', adminAuth: { token: 'staff-token', user: owner } });

describe('uploadPicture', () => {
  it('sends the file as multipart/form-data in the field file and answers url, width, height', async () => {
    const seen: Array<{ type: string; auth: string; lang: string; file: File | null }> = [];
    server.use(
      http.post(apiUrl('/admin/media/products'), async ({ request }) => {
        const type = request.headers.get('content-type') ?? '';
        const auth = request.headers.get('authorization') ?? '';
        const lang = request.headers.get('accept-language') ?? '';
        const form = await request.formData();
        seen.push({ type, auth, lang, file: form.get('file') as File | null });
        return HttpResponse.json(
          {
            status_code: 201,
            data: { url: '/media/products/u-1-640.webp', width: 1280, height: 960 },
          },
          { status: 201 },
        );
      }),
    );
    const store = signedInStore();
    const answer = await store
      .dispatch(mediaApi.endpoints.uploadPicture.initiate({ folder: 'products', file: picture() }))
      .unwrap();
    expect(answer).toEqual({ url: '/media/products/u-1-640.webp', width: 1280, height: 960 });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]).toMatchObject({ auth: 'Bearer staff-token', lang: 'ar' });
    expect(seen[0]?.file?.name).toBe('وردة.png');
    expect(new Uint8Array(await (seen[0]?.file as File).arrayBuffer())).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
    );
  });

  it('unwraps a refusal to the server’s message for the file field', async () => {
    server.use(
      http.post(apiUrl('/admin/media/banners'), () =>
        HttpResponse.json(
          { message: 'بيانات غير صحيحة', errors: { file: ['هذا الملف ليس صورة'] } },
          { status: 422 },
        ),
      ),
    );
    const store = signedInStore();
    const refused = await store
      .dispatch(mediaApi.endpoints.uploadPicture.initiate({ folder: 'banners', file: picture() }))
      .unwrap()
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 422,
      data: { errors: { file: ['هذا الملف ليس صورة'] } },
    });
  });

  it('still sends JSON bodies as JSON', async () => {
    const seen: string[] = [];
    server.use(
      http.post(apiUrl('/admin/echo'), async ({ request }) => {
        seen.push(request.headers.get('content-type') ?? '', JSON.stringify(await request.json()));
        return HttpResponse.json({ ok: true });
      }),
    );
    const echo = adminApi.injectEndpoints({
      endpoints: (build) => ({
        echo: build.mutation<unknown, { a: number }>({
          query: (body) => ({ url: '/admin/echo', method: 'POST', body }),
        }),
      }),
    });
    await signedInStore()
      .dispatch(echo.endpoints.echo.initiate({ a: 1 }))
      .unwrap();
    expect(seen).toEqual(['application/json', '{"a":1}']);
  });
});
