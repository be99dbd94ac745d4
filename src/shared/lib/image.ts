// Responsive images: the server stores every image at 320, 640 and 1280 px wide and answers the
// -640 URL (server/media/paths.ts); swapping the suffix gives the srcset. Other URLs (the maker's
// host) are used as they are.
const SIZED = /-640\.webp$/;
const WIDTHS = [320, 640, 1280] as const;

export interface ImageSources {
  src: string;
  srcSet?: string;
}

export function imageSources(url: string): ImageSources {
  if (!SIZED.test(url)) return { src: url };
  const srcSet = WIDTHS.map((width) => `${url.replace(SIZED, `-${width}.webp`)} ${width}w`).join(
    ', ',
  );
  return { src: url, srcSet };
}

/** The same image at another stored width (a -640 URL; any other URL as it is). */
export const imageAtWidth = (url: string, width: (typeof WIDTHS)[number]): string =>
  url.replace(SIZED, `-${width}.webp`);
