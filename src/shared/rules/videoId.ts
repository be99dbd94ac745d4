// Video id: the YouTube video id of a link in the watch, short-link or embed form (also
// shorts/, live/, v/, the m./music./no-www hosts and youtube-nocookie.com), or null for anything
// else: another host, a channel, a playlist, an id of the wrong shape. No React, no DOM.

/** YouTube ids are 11 characters of the URL-safe base64 alphabet. */
const ID = /^[A-Za-z0-9_-]{11}$/;
/** A link that names its scheme ("https://…"); one without gets https. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
const WHITESPACE = /\s/;

/** The patterns above, for the ReDoS check of every rule pattern (patterns.test.ts). */
export const VIDEO_LINK_PATTERNS = {
  videoId: ID,
  hasScheme: HAS_SCHEME,
  whitespace: WHITESPACE,
} as const;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

/** Path forms `/<form>/<id>`; `embed/videoseries` is a playlist whose name happens to be 11 letters. */
const PATH_FORMS = new Set(['embed', 'shorts', 'live', 'v']);
const NOT_IDS = new Set(['videoseries']);

function parse(link: string): URL | null {
  // A link typed without its scheme ("youtu.be/…", "www.youtube.com/watch?v=…").
  const absolute = HAS_SCHEME.test(link) ? link : `https://${link}`;
  try {
    const url = new URL(absolute);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

export function videoId(link: string | null | undefined): string | null {
  const text = link?.trim();
  if (!text || WHITESPACE.test(text)) return null;
  const url = parse(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);

  let candidate: string | null = null;
  if (SHORT_HOSTS.has(host)) {
    if (segments.length === 1) candidate = segments[0] ?? null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (segments.length === 2 && PATH_FORMS.has(segments[0] ?? ''))
      candidate = segments[1] ?? null;
  }
  return candidate && ID.test(candidate) && !NOT_IDS.has(candidate) ? candidate : null;
}

/**
 * The privacy-enhanced player of a video, started at once: it is only loaded when the shopper
 * pressed play (/videos never autoplays on load), so autoplay here is their own click.
 */
export function videoEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
}
