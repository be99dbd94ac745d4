// Content pages → domain (team members, catalogs, videos, about us, policy pages, common
// questions). Our server sends each text in the request language plus its `_ar`/`_en` twins; the
// maker's host sends the Arabic text bare and the English one as `_en`. Readers pick the twin of the
// page language first, then the bare field, so both hosts read the same.
import type { Language } from '../../shared/rules/constants';
import type {
  AboutUsDto,
  CatalogDto,
  CommonQuestionDto,
  PolicyPageDto,
  TeamMemberDto,
  VideoDto,
} from '../../shared/wire/content';
import { asLoose, InvalidResponseError, isRecord, toInt, toText, type Loose } from './shape';

export interface TeamMember {
  id: number;
  name: string;
  jobTitle: string;
  /** Digits as the server wrote them (a tel: link strips the rest). */
  phone: string | null;
  photo: string | null;
}

export interface Catalog {
  id: number;
  title: string;
  /** /catalog: the Arabic cover in Arabic, else the English one with the Arabic as fallback. */
  image: string;
}

export interface Video {
  id: number;
  title: string;
  link: string;
}

export interface VideoPage {
  videos: Video[];
  currentPage: number;
  lastPage: number;
  total: number;
}

export interface AboutUs {
  /** Unsanitised server HTML: render only through SafeHtml. */
  html: string;
  images: string[];
}

export interface PolicyPage {
  title: string;
  /** Unsanitised server HTML: render only through SafeHtml. */
  html: string;
}

export interface CommonQuestion {
  id: number;
  question: string;
  /** Plain text answer (never rendered as HTML). */
  answer: string;
}

/** `data` of `{ data }` or `{ success, data }` answers, or the bare value. */
function unwrap(raw: unknown): unknown {
  return isRecord(raw) && 'data' in raw ? raw.data : raw;
}

function listOf(raw: unknown, what: string): unknown[] {
  const list = unwrap(raw);
  if (Array.isArray(list)) return list;
  throw new InvalidResponseError(what);
}

/** The text of `field` in `lang`: its `_en`/`_ar` twin first, then the bare field. */
function localized<T>(dto: Loose<T>, field: string, lang: Language): string | null {
  const record = dto as Record<string, unknown>;
  return toText(record[`${field}_${lang}`]) ?? toText(record[field]);
}

export function toTeamMembers(raw: unknown, lang: Language): TeamMember[] {
  return listOf(raw, 'team members').flatMap((item, index) => {
    const dto = asLoose<TeamMemberDto>(item);
    if (!dto) return [];
    const name = localized(dto, 'name', lang);
    if (!name) return [];
    return [
      {
        id: toInt(dto.id) ?? index + 1,
        name,
        jobTitle: localized(dto, 'job_title', lang) ?? '',
        phone: toText(dto.phone),
        photo: toText(dto.photo),
      },
    ];
  });
}

export function toCatalogs(raw: unknown, lang: Language): Catalog[] {
  return listOf(raw, 'catalogs').flatMap((item, index) => {
    const dto = asLoose<CatalogDto>(item);
    if (!dto) return [];
    const arabic = toText(dto.image_ar);
    const english = toText(dto.image_en);
    const image = lang === 'ar' ? (arabic ?? english) : (english ?? arabic);
    if (!image) return [];
    return [{ id: toInt(dto.id) ?? index + 1, title: localized(dto, 'title', lang) ?? '', image }];
  });
}

export function toVideoPage(raw: unknown, lang: Language): VideoPage {
  if (!isRecord(raw) || !Array.isArray(raw.data)) throw new InvalidResponseError('videos');
  const videos = raw.data.flatMap((item, index): Video[] => {
    const dto = asLoose<VideoDto>(item);
    const link = toText(dto?.link);
    if (!dto || !link) return [];
    return [{ id: toInt(dto.id) ?? index + 1, title: localized(dto, 'title', lang) ?? '', link }];
  });
  const currentPage = Math.max(1, toInt(raw.current_page) ?? 1);
  // The server's own last page, even below the page asked for (a page past the end): the screen
  // then goes to the last page. Without one, the pages seen so far.
  const lastPage = Math.max(1, toInt(raw.last_page) ?? currentPage);
  return { videos, currentPage, lastPage, total: toInt(raw.total) ?? videos.length };
}

export function toAboutUs(raw: unknown, lang: Language): AboutUs {
  const dto = asLoose<AboutUsDto>(unwrap(raw));
  if (!dto) throw new InvalidResponseError('about us');
  const images = Array.isArray(dto.about_us_images)
    ? dto.about_us_images.flatMap((image) => toText(image) ?? [])
    : [];
  return { html: localized(dto, 'content', lang) ?? '', images };
}

export function toPolicyPage(raw: unknown, lang: Language): PolicyPage {
  const dto = asLoose<PolicyPageDto>(unwrap(raw));
  if (!dto) throw new InvalidResponseError('policy page');
  return {
    title: localized(dto, 'title', lang) ?? '',
    html: localized(dto, 'content', lang) ?? '',
  };
}

export function toCommonQuestions(raw: unknown, lang: Language): CommonQuestion[] {
  return listOf(raw, 'common questions').flatMap((item, index) => {
    const dto = asLoose<CommonQuestionDto>(item);
    if (!dto) return [];
    const question = localized(dto, 'title', lang);
    const answer = localized(dto, 'description', lang);
    if (!question || !answer) return [];
    return [{ id: toInt(dto.id) ?? index + 1, question, answer }];
  });
}
