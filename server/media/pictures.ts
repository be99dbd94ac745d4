import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import {
  PICTURE_FORMATS,
  PICTURE_LIMITS,
  servedPicturePattern,
  type UploadFolder,
} from '../../src/shared/rules/media';
import { IMAGE_WIDTHS, mediaFile, mediaUrl } from './paths';
import type { MediaStore } from './store';

// Pictures the shop's staff upload. The file is judged by its content (sharp reads the header:
// the name and declared type are never trusted), refused from that header when too large to
// decode safely, then turned upright by its EXIF orientation and stored as WebP at the three
// widths every picture has (paths.ts), with no metadata at all: sharp drops EXIF (GPS, camera),
// XMP and the ICC profile unless asked to keep them (colours are converted to sRGB first).

/** WebP quality of photographs (the demo art's flat colours do with 70). */
const QUALITY = 80;

export interface StoredPicture {
  /** The stored name: `u-<uuid>`. */
  name: string;
  /** The -640 URL, as answers carry it. */
  url: string;
  /** Size of the largest stored file (-1280, or the original when it is narrower), upright. */
  width: number;
  height: number;
}

/** 422 on `file` with a translated message. */
const refused = (message: string) => new HttpError(422, 'validation_failed', { file: [message] });

/** The limits as the messages name them. */
export const limitVars = {
  megabytes: PICTURE_LIMITS.bytes / 1024 / 1024,
  megapixels: PICTURE_LIMITS.pixels / 1_000_000,
  side: PICTURE_LIMITS.side,
};

const accepted = (format: Metadata['format'] | undefined): boolean =>
  (PICTURE_FORMATS as readonly string[]).includes(format ?? '');

/**
 * The picture's header, read without decoding its pixels: no picture (text named .jpg, a format
 * not listed, a broken header) and pictures over the pixel limits are refused here, so a small
 * file claiming 20,000 × 20,000 pixels costs nothing.
 */
async function judgedHeader(input: Buffer, t: Translate): Promise<Metadata> {
  const notPicture = () => refused(t('admin_media_not_picture'));
  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notPicture();
  }
  const { width, height } = header;
  if (!accepted(header.format) || !width || !height) throw notPicture();
  if (
    width > PICTURE_LIMITS.side ||
    height > PICTURE_LIMITS.side ||
    width * height > PICTURE_LIMITS.pixels
  ) {
    throw refused(t('admin_media_too_many_pixels', limitVars));
  }
  return header;
}

/**
 * The upright picture at most 1280 px wide (never enlarged), in sRGB, as raw pixels: decoded once
 * (the first frame of an animation), the three widths are made from these. limitInputPixels
 * stops a header that lied about its size; a truncated or corrupt file fails here too.
 */
async function uprightPixels(input: Buffer, t: Translate) {
  try {
    return await sharp(input, { limitInputPixels: PICTURE_LIMITS.pixels, pages: 1 })
      .rotate()
      .resize({ width: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refused(t('admin_media_not_picture'));
  }
}

/**
 * Judges and stores one uploaded picture as `<folder>/u-<uuid>-{320,640,1280}.webp`. When any
 * write fails the ones written are removed, so a picture exists with its three files or not at all.
 */
export async function storePicture(
  media: MediaStore,
  folder: UploadFolder,
  input: Buffer,
  t: Translate,
): Promise<StoredPicture> {
  await judgedHeader(input, t);
  const { data, info } = await uprightPixels(input, t);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encoded = await Promise.all(
    IMAGE_WIDTHS.map((width) => {
      const pipeline = sharp(data, raw);
      // Narrower than 1280: the largest files repeat the original's size (srcset still holds).
      if (width < info.width) pipeline.resize({ width });
      return pipeline.webp({ quality: QUALITY }).toBuffer();
    }),
  );
  const name = `u-${randomUUID()}`;
  const keys = IMAGE_WIDTHS.map((width) => mediaFile(folder, name, width));
  try {
    await Promise.all(keys.map((key, i) => media.put(key, encoded[i] as Buffer)));
  } catch (error) {
    await Promise.all(keys.map((key) => media.remove(key)));
    throw error;
  }
  return { name, url: mediaUrl(folder, name), width: info.width, height: info.height };
}

/**
 * Whether `url` names a picture this server stores in `folder`: the -640 URL pattern, and its
 * three files present (a made-up or deleted name is not one).
 */
export async function isStoredPicture(
  media: MediaStore,
  folder: UploadFolder,
  url: string,
): Promise<boolean> {
  const name = servedPicturePattern(folder).exec(url)?.[1];
  if (!name) return false;
  const present = await Promise.all(
    IMAGE_WIDTHS.map((width) => media.has(mediaFile(folder, name, width))),
  );
  return present.every(Boolean);
}

/**
 * Whether every URL of `urls` may be saved on a record: one it already has (the demo art, or a
 * picture from before uploads checked it, keeps working) or a picture stored in `folder`.
 */
export async function picturesAllowed(
  media: MediaStore,
  folder: UploadFolder,
  urls: readonly string[],
  held: readonly (string | null)[],
): Promise<boolean> {
  for (const url of urls) {
    if (held.includes(url)) continue;
    if (!(await isStoredPicture(media, folder, url))) return false;
  }
  return true;
}
