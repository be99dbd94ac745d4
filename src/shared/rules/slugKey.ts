// The form in which a URL slug is compared with a product's or category's slug and names: the slug
// rule and then the search fold (alef forms, ى/ي, ة/ه, diacritics, case), so a link typed
// as people type it, or made from a title, meets the stored one. The database keeps the same form of
// each slug and name in generated columns (server/db/schema/catalog.ts builds them from the
// constants of slugify.ts and searchText.ts), so a lookup is one indexed equality.
import { slugify } from '../lib/slugify';
import { foldSearchText } from './searchText';

export function slugKey(text: string): string {
  return foldSearchText(slugify(text));
}
