// Where generated images live and how the API names them: every image exists
// as <name>-320.webp, <name>-640.webp and <name>-1280.webp under DATA_DIR/images/<folder>/, served
// at /media/<folder>/…; answers carry the -640 URL and the storefront swaps the suffix for srcset.

export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export type MediaFolder =
  'products' | 'details' | 'banners' | 'header' | 'catalogs' | 'team' | 'factory';

export const mediaUrl = (folder: MediaFolder, name: string, width: ImageWidth = 640): string =>
  `/media/${folder}/${name}-${width}.webp`;

export const mediaFile = (folder: MediaFolder, name: string, width: ImageWidth): string =>
  `${folder}/${name}-${width}.webp`;
