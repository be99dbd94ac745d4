// The back office's files: the products and the orders of a period as CSV downloads, and a
// products file imported (POST /admin/products/import, the file itself as text/csv). A download
// goes through the back office's base query for its token and is saved under the name the
// server gives it; only that name reaches the store.
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type {
  OrdersCsvQuery,
  ProductImportAnswer,
  ProductImportMode,
  ProductImportReportDto,
} from '../../shared/wire/adminTransfer';
import { attachmentName, saveFile } from '../ui/saveFile';
import { adminApi } from './adminApi';

export interface CsvDownload {
  url: '/admin/products/export.csv' | '/admin/orders/export.csv';
  params?: Partial<OrdersCsvQuery>;
  /** Used when the answer names no file. */
  fallbackName: string;
}

export interface ProductImportArgs {
  file: File;
  mode: ProductImportMode;
  skipInvalid: boolean;
}

export const transferApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    downloadCsv: build.mutation<string, CsvDownload>({
      async queryFn({ url, params, fallbackName }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url,
          params,
          // The file as a Blob; a refusal stays the JSON error body the screens read.
          responseHandler: (response) =>
            response.ok ? response.blob() : response.json().catch(() => null),
        });
        if (result.error) return { error: result.error };
        const { response } = (result.meta ?? {}) as FetchBaseQueryMeta;
        const name = attachmentName(response?.headers.get('content-disposition')) ?? fallbackName;
        saveFile(result.data as Blob, name);
        return { data: name };
      },
    }),
    importProducts: build.mutation<ProductImportReportDto, ProductImportArgs>({
      query: ({ file, mode, skipInvalid }) => ({
        url: '/admin/products/import',
        method: 'POST',
        params: skipInvalid ? { mode, skip_invalid: true } : { mode },
        headers: { 'Content-Type': 'text/csv' },
        body: file,
      }),
      transformResponse: (answer: ProductImportAnswer) => answer.data,
      // Applied rows change the product lists, the products and the trail.
      invalidatesTags: (report) =>
        report?.applied ? [{ type: 'Products', id: 'LIST' }, 'Product', 'Audit'] : [],
    }),
  }),
});

export const { useDownloadCsvMutation, useImportProductsMutation } = transferApi;
