// The owner's ordered lists of the storefront's pages (FAQ, team, catalogs, videos): one set of
// calls for all four, the list's name in the path (/admin/{list}, /admin/{list}/{id},
// /admin/{list}/order) and its own cache tag.
import type {
  ContentListBodies,
  ContentListEntries,
  ContentListName,
} from '../../shared/wire/adminContentLists';
import { adminApi } from './adminApi';

export type { ContentListBodies, ContentListEntries, ContentListName };

type AnyEntry = ContentListEntries[ContentListName];
type AnyBody = ContentListBodies[ContentListName];

const TAGS = {
  faq: 'Faq',
  'team-members': 'Team',
  catalogs: 'Catalogs',
  videos: 'Videos',
} as const satisfies Record<ContentListName, string>;

const listTag = (list: ContentListName) => ({ type: TAGS[list], id: 'LIST' }) as const;

export const contentListsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    contentList: build.query<AnyEntry[], ContentListName>({
      query: (list) => ({ url: `/admin/${list}` }),
      transformResponse: (answer: { data: AnyEntry[] }) => answer.data,
      providesTags: (_result, _error, list) => [listTag(list)],
    }),
    createContentEntry: build.mutation<AnyEntry, { list: ContentListName; body: AnyBody }>({
      query: ({ list, body }) => ({ url: `/admin/${list}`, method: 'POST', body }),
      transformResponse: (answer: { data: AnyEntry }) => answer.data,
      invalidatesTags: (_result, _error, { list }) => [listTag(list), 'Audit'],
    }),
    updateContentEntry: build.mutation<
      AnyEntry,
      { list: ContentListName; id: number; body: AnyBody }
    >({
      query: ({ list, id, body }) => ({ url: `/admin/${list}/${id}`, method: 'PATCH', body }),
      transformResponse: (answer: { data: AnyEntry }) => answer.data,
      invalidatesTags: (_result, _error, { list }) => [listTag(list), 'Audit'],
    }),
    deleteContentEntry: build.mutation<void, { list: ContentListName; id: number }>({
      query: ({ list, id }) => ({ url: `/admin/${list}/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { list }) => [listTag(list), 'Audit'],
    }),
    reorderContentList: build.mutation<AnyEntry[], { list: ContentListName; ids: number[] }>({
      query: ({ list, ids }) => ({ url: `/admin/${list}/order`, method: 'PUT', body: { ids } }),
      transformResponse: (answer: { data: AnyEntry[] }) => answer.data,
      // The new order shows at once; a refused move puts the list back as it was.
      async onQueryStarted({ list, ids }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          contentListsApi.util.updateQueryData('contentList', list, (entries) => {
            const byId = new Map(entries.map((entry) => [entry.id, entry]));
            return ids.flatMap((id) => byId.get(id) ?? []);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, _error, { list }) => [listTag(list), 'Audit'],
    }),
  }),
});

export const {
  useContentListQuery,
  useCreateContentEntryMutation,
  useUpdateContentEntryMutation,
  useDeleteContentEntryMutation,
  useReorderContentListMutation,
} = contentListsApi;
