// The back office's picture uploads: what the server accepts, in one place so the upload screen can
// say the same limits before a file is sent. Pure data (no React, no DOM, no Node).

/** Where an uploaded picture may go: product pictures or category banners. */
export const MEDIA_FOLDERS = ['products', 'banners'] as const;
export type UploadFolder = (typeof MEDIA_FOLDERS)[number];

export const PICTURE_LIMITS = {
  /** Largest file accepted, in bytes (10 MB): a phone's full-size photograph fits. */
  bytes: 10 * 1024 * 1024,
  /** Largest picture in pixels (40 megapixels): bigger ones are refused before being decoded. */
  pixels: 40_000_000,
  /** Longest side in pixels. */
  side: 10_000,
  /** Pictures one product may have (the first is its main picture). */
  perProduct: 10,
} as const;

/** Header pictures (the home carousel's slides) are drawn 1280 × 560 (16:7). */
export const HEADER_PICTURE = { width: 1280, height: 560 } as const;

/** The formats the server reads by content (a file's name or declared type is never trusted). */
export const PICTURE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'heif'] as const;

/** For a file input's `accept`: the types of PICTURE_FORMATS (HEIF covers AVIF). */
export const PICTURE_ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif';

/**
 * The -640 URL of a picture the server stores in each folder (`/media/products/<name>-640.webp`);
 * the name in group 1: letters, digits and dashes only (uploaded `u-<uuid>` or the demo art's), so
 * nothing else (no other host, no dots or slashes in the name) matches.
 */
export const SERVED_PICTURE_PATTERNS: Record<UploadFolder, RegExp> = {
  products: /^\/media\/products\/([a-z0-9][a-z0-9-]{0,99})-640\.webp$/,
  banners: /^\/media\/banners\/([a-z0-9][a-z0-9-]{0,99})-640\.webp$/,
};

export const servedPicturePattern = (folder: UploadFolder): RegExp =>
  SERVED_PICTURE_PATTERNS[folder];
