// Picture uploads: POST /admin/media/{folder}, one picture per request as multipart field `file`;
// the answer names the stored picture (its -640 WebP) and its size.
import { adminApi } from './adminApi';

export type MediaFolder = 'products';

export interface UploadedPicture {
  url: string;
  width: number;
  height: number;
}

export const mediaApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    uploadPicture: build.mutation<UploadedPicture, { folder: MediaFolder; file: File }>({
      query: ({ folder, file }) => {
        const body = new FormData();
        body.append('file', file);
        // fetchBaseQuery drops the JSON content type for FormData: the browser sets the boundary.
        return { url: `/admin/media/${folder}`, method: 'POST', body };
      },
      transformResponse: (answer: { data: UploadedPicture }) => answer.data,
    }),
  }),
});

export const { useUploadPictureMutation } = mediaApi;
