// Small content answers → domain: header images and social platforms.
// Lists arrive as `{ data: [...] }` from our server or as a bare list from the maker's host.
import type { HeaderImageDto, SocialPlatformDto } from '../../shared/wire/content';
import { asLoose, InvalidResponseError, isRecord, toInt, toText } from './shape';

export interface HeaderImage {
  id: number;
  image: string;
  /** Where a tap on the slide leads: a path on the shop or an https address. */
  link?: string;
}

export interface SocialPlatform {
  id: number;
  name: string;
  link: string;
}

function listOf(raw: unknown, what: string): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (isRecord(raw) && Array.isArray(raw.data)) return raw.data;
  throw new InvalidResponseError(what);
}

export function toHeaderImages(raw: unknown): HeaderImage[] {
  return listOf(raw, 'header images').flatMap((item, index) => {
    const dto = asLoose<HeaderImageDto>(item);
    const image = toText(dto?.image);
    const link = toText(dto?.link);
    // The carousel follows only a link FOLLOWABLE_LINK accepts.
    return image ? [{ id: toInt(dto?.id) ?? index + 1, image, ...(link ? { link } : {}) }] : [];
  });
}

/** Only links a shopper can follow (http/https); anything else is dropped, never rendered. */
export function toSocialPlatforms(raw: unknown): SocialPlatform[] {
  return listOf(raw, 'social platforms').flatMap((item, index) => {
    const dto = asLoose<SocialPlatformDto>(item);
    const name = toText(dto?.name);
    const link = toText(dto?.link);
    if (!name || !link || !/^https?:\/\//i.test(link)) return [];
    return [{ id: toInt(dto?.id) ?? index + 1, name, link }];
  });
}
