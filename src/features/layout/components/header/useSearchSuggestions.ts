import { useGetCategoryProductsQuery } from '../../../../api/catalogApi';
import { useDebouncedValue } from '../../../../shared/hooks/useDebouncedValue';
import { SEARCH } from '../../../../shared/rules/constants';

const NONE: number[] = [];
/** shared/wire/catalog ALL_CATEGORIES: category id 0 searches the whole catalogue (/search). */
const ALL_CATEGORIES = 0;

/**
 * Suggestions for the trimmed text once it is longer than 1 character, asked
 * 300 ms after the last keystroke, at most 5. The server matches (title, name, description, code,
 * Arabic spellings folded); the client only keeps the first five.
 */
export function useSearchSuggestions(text: string) {
  const term = useDebouncedValue(text.trim(), SEARCH.debounceMs);
  const enabled = term.length >= SEARCH.minChars;
  const { currentData, isFetching } = useGetCategoryProductsQuery(
    { categoryId: ALL_CATEGORIES, productName: term, perPage: SEARCH.suggestions },
    { skip: !enabled },
  );
  const ids = enabled && currentData ? currentData.ids.slice(0, SEARCH.suggestions) : NONE;
  return { term, ids, isFetching };
}
