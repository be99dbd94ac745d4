import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, useController, type ZoomRef } from 'yet-another-react-lightbox';
import { VisuallyHidden } from '../VisuallyHidden';
import { ZoomInIcon, ZoomOutIcon } from './galleryIcons';
import { ZoomGroup, ZoomLevel } from './Gallery.styles';
import { canZoomIn, canZoomOut, zoomPercent, zoomStepIn, zoomStepOut } from './zoom';

/**
 * Zoom out, percentage, zoom in (100 % default, 50 %–500 % in steps
 * of 50 %). Drives the zoom plugin through its ref; a button is disabled at its end, and focus then
 * moves to the other one so the keyboard stays inside the gallery.
 */
export function ZoomControls({ zoom }: { zoom: ZoomRef }) {
  const { t } = useTranslation();
  const { focus: focusGallery } = useController();
  const zoomInRef = useRef<HTMLButtonElement>(null);
  const zoomOutRef = useRef<HTMLButtonElement>(null);
  // The image's own limit (the plugin allows no zoom-in before the image has loaded).
  const upper = zoom.maxZoom;
  const inEnabled = !zoom.disabled && canZoomIn(zoom.zoom, upper);
  const outEnabled = !zoom.disabled && canZoomOut(zoom.zoom);

  // A focused button that becomes disabled drops focus to <body>, out of the dialog's key handling.
  const wasEnabled = useRef({ in: inEnabled, out: outEnabled });
  useEffect(() => {
    const before = wasEnabled.current;
    wasEnabled.current = { in: inEnabled, out: outEnabled };
    const active = document.activeElement;
    const lost = (button: HTMLButtonElement | null, was: boolean, is: boolean) =>
      was && !is && button !== null && (active === button || active === document.body);
    if (
      !lost(zoomInRef.current, before.in, inEnabled) &&
      !lost(zoomOutRef.current, before.out, outEnabled)
    ) {
      return;
    }
    if (inEnabled) zoomInRef.current?.focus();
    else if (outEnabled) zoomOutRef.current?.focus();
    else focusGallery();
  }, [inEnabled, outEnabled, focusGallery]);

  return (
    <ZoomGroup role="group" aria-label={t('gallery_zoom')}>
      <IconButton
        ref={zoomOutRef}
        label="Zoom out"
        icon={ZoomOutIcon}
        disabled={!outEnabled}
        onClick={() => {
          const target = zoomStepOut(zoom.zoom);
          zoom.changeZoom(target);
          if (!canZoomOut(target)) zoomInRef.current?.focus();
        }}
      />
      <ZoomLevel role="status">
        <VisuallyHidden>{t('gallery_zoom_level')} </VisuallyHidden>
        <bdi dir="ltr">{`${zoomPercent(zoom.zoom)}%`}</bdi>
      </ZoomLevel>
      <IconButton
        ref={zoomInRef}
        label="Zoom in"
        icon={ZoomInIcon}
        disabled={!inEnabled}
        onClick={() => {
          const target = zoomStepIn(zoom.zoom, upper);
          zoom.changeZoom(target);
          if (!canZoomIn(target, upper)) zoomOutRef.current?.focus();
        }}
      />
    </ZoomGroup>
  );
}
