import { IconButton, type ThumbnailsRef } from 'yet-another-react-lightbox';
import { ThumbnailsHiddenIcon, ThumbnailsVisibleIcon } from './galleryIcons';

/** Show/hide the thumbnail strip (visible by default); a toggle button with a fixed name. */
export function ThumbnailsToggle({ visible, show, hide }: ThumbnailsRef) {
  return (
    <IconButton
      label="Show thumbnails"
      aria-pressed={visible}
      icon={visible ? ThumbnailsVisibleIcon : ThumbnailsHiddenIcon}
      onClick={visible ? hide : show}
    />
  );
}
