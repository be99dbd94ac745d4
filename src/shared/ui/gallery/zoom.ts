// Zoom steps of the gallery's buttons.
import { GALLERY_ZOOM } from './types';

// Pinch and wheel zoom land between steps (e.g. 1.37); a step then goes to the next step mark.
const EPSILON = 1e-6;

/** The next zoom-in step, at most `upper` (the gallery's 5, or less if the image allows less). */
export function zoomStepIn(zoom: number, upper: number = GALLERY_ZOOM.max): number {
  const next = (Math.floor(zoom / GALLERY_ZOOM.step + EPSILON) + 1) * GALLERY_ZOOM.step;
  return Math.min(upper, GALLERY_ZOOM.max, next);
}

/** The next zoom-out step, at least the gallery's 0.5. */
export function zoomStepOut(zoom: number): number {
  const next = (Math.ceil(zoom / GALLERY_ZOOM.step - EPSILON) - 1) * GALLERY_ZOOM.step;
  return Math.max(GALLERY_ZOOM.min, next);
}

export function canZoomIn(zoom: number, upper: number = GALLERY_ZOOM.max): boolean {
  return zoom < Math.min(upper, GALLERY_ZOOM.max) - EPSILON;
}

export function canZoomOut(zoom: number): boolean {
  return zoom > GALLERY_ZOOM.min + EPSILON;
}

/** What the percentage display shows: 1 → 100. */
export function zoomPercent(zoom: number): number {
  return Math.round(zoom * 100);
}
