// Applies the matched screen's meta (route table, app/router.tsx) to the document after each
// navigation and whenever the data it reads changes; handles the navigation behaviour (scroll
// to top on route change, manual scroll restoration on the pages that ask for it). Everything runs
// in effects: a server render computes the same meta from the route table without this component.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigationType } from 'react-router';
import { localizedPath } from '../shared/lib/language';
import type { RouteMeta } from '../shared/lib/routeData';
import { useLanguage } from '../shared/hooks/useLanguage';
import { useAppStore } from './hooks';
import type { ScreenRoute } from './router';

function setMetaTag(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  if (tag.content !== content) tag.content = content;
}

function setCanonical(href: string | null) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  if (link.href !== href) link.href = href;
}

/** "Title | Brand", or the brand alone when a screen has no title of its own. */
export function documentTitle(meta: RouteMeta, brand: string): string {
  return meta.title && meta.title !== brand ? `${meta.title} | ${brand}` : brand;
}

export function DocumentMeta({ routes }: { routes: readonly ScreenRoute[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const store = useAppStore();
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const leaf = matches[matches.length - 1];
  const route = routes.find(({ id }) => id === leaf?.id);
  const params = leaf?.params;

  useEffect(() => {
    if (!route) return undefined;
    let unsubscribe: (() => void) | undefined;
    let live = true;
    void route.data().then(({ meta: metaOf }) => {
      if (!live) return;
      const apply = () => {
        const meta = metaOf({
          state: store.getState(),
          params: params ?? {},
          searchParams: new URLSearchParams(search),
          language,
          t,
        });
        const title = documentTitle(meta, t('brand_name'));
        if (document.title !== title) document.title = title;
        setMetaTag('description', meta.description);
        setCanonical(
          meta.canonicalPath
            ? new URL(localizedPath(meta.canonicalPath, language), window.location.origin).href
            : null,
        );
      };
      apply();
      unsubscribe = store.subscribe(apply);
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [route, params, search, language, t, store]);

  // Navigation behaviour: scroll to top on route change, manual restoration where asked.
  const manual = route?.manualScrollRestoration ?? false;
  useEffect(() => {
    window.history.scrollRestoration = manual ? 'manual' : 'auto';
  }, [manual]);
  useEffect(() => {
    // Back/forward (POP) keeps the browser's restored position unless the page opted out of it.
    if (navigationType !== 'POP' || manual) window.scrollTo(0, 0);
    // Only a new path scrolls; a changed query (filters, page) is the screen's own business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
