// Favourites answers → domain: a list of numeric product ids (string ids converted to numbers),
// and the favourite toggle. Our server sends src/shared/wire/cart.ts shapes: a page of
// whole products under `data: { records, pagination }`. The maker's host may send the records bare,
// under `data`, as product objects, as `{ product_id }` rows or as plain ids (numbers or strings).
import type { Product } from '../../entities/product/model';
import type { Language } from '../../shared/rules/constants';
import type { FavouritesAnswer, FavouriteToggleAnswer } from '../../shared/wire/cart';
import { toProduct } from './product';
import { asLoose, InvalidResponseError, isRecord, toInt, toText, type Loose } from './shape';

export interface FavouritesPage {
  /** Product ids in the server's order (most recently added first on ours). */
  ids: number[];
  /** The favourites that came as whole products (for the products slice). */
  products: Product[];
  currentPage: number;
  lastPage: number;
}

type PageDto = Loose<FavouritesAnswer['data']> & { data?: unknown };
type PaginationDto = Loose<FavouritesAnswer['data']['pagination']>;

function readRecord(
  item: unknown,
  language: Language,
): { id: number; product: Product | null } | null {
  const plain = toInt(item);
  if (plain !== null) return { id: plain, product: null };
  if (!isRecord(item)) return null;
  // A favourites row of the maker's host: `{ product_id, product? }`.
  const rowProductId = toInt(item.product_id);
  if (rowProductId !== null) {
    const nested = isRecord(item.product) ? toProduct(item.product, language) : null;
    return { id: rowProductId, product: nested?.id === rowProductId ? nested : null };
  }
  const product = toProduct(item, language);
  return product ? { id: product.id, product } : null;
}

function listAndNumbers(raw: unknown): { list: unknown[]; numbers: PaginationDto } | null {
  if (Array.isArray(raw)) return { list: raw, numbers: {} };
  const answer = asLoose<FavouritesAnswer>(raw);
  if (!answer) return null;
  if (Array.isArray(answer.data)) return { list: answer.data, numbers: answer as PaginationDto };
  const page = asLoose<PageDto>(answer.data) ?? (answer as PageDto);
  const list = Array.isArray(page.records)
    ? page.records
    : Array.isArray(page.data)
      ? page.data
      : null;
  if (!list) return null;
  return { list, numbers: asLoose<PaginationDto>(page.pagination) ?? (page as PaginationDto) };
}

/** One page of GET /all-user-fav-products; an answer with no list in it is an error. */
export function toFavouritesPage(raw: unknown, language: Language): FavouritesPage {
  const found = listAndNumbers(raw);
  if (!found) throw new InvalidResponseError('favourites');
  const ids: number[] = [];
  const products: Product[] = [];
  for (const item of found.list) {
    const record = readRecord(item, language);
    if (!record || ids.includes(record.id)) continue;
    ids.push(record.id);
    if (record.product) products.push(record.product);
  }
  const currentPage = toInt(found.numbers.current_page) ?? 1;
  const lastPage = Math.max(currentPage, toInt(found.numbers.last_page) ?? currentPage);
  return { ids, products, currentPage, lastPage };
}

export interface FavouriteToggle {
  isAdded: boolean;
  /** The server's translated message, when it sent one. */
  message: string | null;
}

/**
 * A favourite toggle adds or removes per the server's answer (isAdded true, or a message
 * containing 'Added'). isAdded may come as a boolean, 0/1 or '0'/'1'.
 */
export function toFavouriteToggle(raw: unknown): FavouriteToggle {
  const answer = asLoose<FavouriteToggleAnswer>(raw) ?? {};
  const message = toText(answer.message);
  const isAdded =
    answer.isAdded === true || toInt(answer.isAdded) === 1 || (message?.includes('Added') ?? false);
  return { isAdded, message };
}
