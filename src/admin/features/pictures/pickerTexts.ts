import type { TFunction } from 'i18next';
import type { PicturePickerTexts } from '../../ui/PicturePicker';

/** A picker's words from the keys `<prefix>_choose`, `<prefix>_replace`, … of the locale files. */
export function pickerTexts(t: TFunction, prefix: string): PicturePickerTexts {
  return {
    choose: t(`${prefix}_choose`),
    replace: t(`${prefix}_replace`),
    remove: t(`${prefix}_remove`),
    none: t(`${prefix}_none`),
    uploading: t(`${prefix}_uploading`),
    uploaded: t(`${prefix}_uploaded`),
    removed: t(`${prefix}_removed`),
    failed: t(`${prefix}_failed`),
  };
}
