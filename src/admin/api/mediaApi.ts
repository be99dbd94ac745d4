// Picture uploads: POST /admin/media/{folder} with one file (multipart/form-data, field `file`)
// → { status_code, data: { url, width, height } }. The URL goes into a product's `images` or a
// category's banner; nothing else changes until that record is saved, so no cache tag is touched.
import type { UploadFolder } from '../../shared/rules/media';
import type { AdminMediaAnswer, AdminMediaDto } from '../../shared/wire/media';
import { adminApi } from './adminApi';

export interface UploadPictureArgs {
  folder: UploadFolder;
  file: File;
}

export const mediaApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    uploadPicture: build.mutation<AdminMediaDto, UploadPictureArgs>({
      query: ({ folder, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: `/admin/media/${folder}`, method: 'POST', body };
      },
      transformResponse: (answer: AdminMediaAnswer) => answer.data,
    }),
  }),
});

export const { useUploadPictureMutation } = mediaApi;
