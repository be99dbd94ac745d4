// The head a server-rendered page carries besides its title and description (seo/pageHead.ts),
// given the facts only the render's store holds: the shop's social links and home's picture.
import { siteApi } from '../api/siteApi';
import type { RouteMeta } from '../shared/lib/routeData';
import { pageHead, type PageHead } from '../shared/lib/seo/pageHead';
import type { Language } from '../shared/rules/constants';
import type { AppStore } from './store';

/** A chat link (the shop's WhatsApp number) is a way to write, not a profile of the shop. */
const CHAT_HOSTS = new Set(['wa.me', 'api.whatsapp.com', 'web.whatsapp.com']);

function isProfile(link: string): boolean {
  try {
    return !CHAT_HOSTS.has(new URL(link).hostname);
  } catch {
    return false;
  }
}

export interface ServerHeadInput {
  routeId: string | null;
  meta: RouteMeta;
  store: AppStore;
  language: Language;
  origin: string;
  siteName: string;
}

export function serverHead({
  routeId,
  meta,
  store,
  language,
  origin,
  siteName,
}: ServerHeadInput): PageHead {
  const state = store.getState();
  const social = siteApi.endpoints.getSocialPlatforms.select(undefined)(state).data ?? [];
  // Home's meta is part of the first view's code, so what only a server needs of it (what the page
  // is, its preview picture: the first header image) is added here instead.
  const headerImage = siteApi.endpoints.getHeaderImages.select(undefined)(state).data?.[0];
  const subject =
    meta.subject ??
    (routeId === 'home' ? { kind: 'home' as const, image: headerImage?.image ?? null } : undefined);
  return pageHead({
    meta: { ...meta, subject },
    language,
    origin,
    siteName,
    sameAs: social.map(({ link }) => link).filter(isProfile),
  });
}
