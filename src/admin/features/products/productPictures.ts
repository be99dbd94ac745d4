// Product pictures are stored at 320, 640 and 1280 px wide and named by their -640 WebP: lists
// show the small one, the form's thumbnails too.
const MIDDLE = /-640\.webp$/;

/** The 320 px copy of a stored picture; any other address as it is. */
export const thumbnailOf = (url: string): string => url.replace(MIDDLE, '-320.webp');
