import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, toErrorMessage } from '../../api/errors';
import { PICTURE_LIMITS, type UploadFolder } from '../../shared/rules/media';
import { useUploadPictureMutation } from '../api/mediaApi';

/** What the picker last did, for its live region. */
export type PicturePhase = 'idle' | 'uploading' | 'uploaded' | 'removed' | 'copied';

const MEGABYTES = PICTURE_LIMITS.bytes / 1024 / 1024;
/** Stands for the caller's own failure text in toErrorMessage (it takes a key, ours is a text). */
const OWN_FAILURE = 'own_failure';

/**
 * Uploads one picture to `folder` at once and hands its URL to `onUploaded`. A file over the size
 * limit is refused here, in the server's words, without being sent; any other refusal is the
 * server's translated reason for the file (or its message, or `failedText` when none came).
 */
export function usePictureUpload(
  folder: UploadFolder,
  onUploaded: (url: string) => void,
  failedText: string,
) {
  const { t } = useTranslation();
  const [upload] = useUploadPictureMutation();
  const [phase, setPhase] = useState<PicturePhase>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const start = useCallback(
    async (file: File) => {
      setProblem(null);
      if (file.size > PICTURE_LIMITS.bytes) {
        setPhase('idle');
        setProblem(t('admin_media_too_large', { megabytes: MEGABYTES }));
        return;
      }
      setPhase('uploading');
      try {
        const picture = await upload({ folder, file }).unwrap();
        onUploaded(picture.url);
        setPhase('uploaded');
      } catch (error) {
        setPhase('idle');
        // A refused file says why on its field (the general message only says "not valid").
        const translate = (key: string) => (key === OWN_FAILURE ? failedText : t(key));
        setProblem(fieldErrorsOf(error)?.file ?? toErrorMessage(error, translate, OWN_FAILURE));
      }
    },
    [folder, onUploaded, failedText, upload, t],
  );

  /** Another change (removed, copied) replaces what the last upload said. */
  const settle = useCallback((next: PicturePhase) => {
    setProblem(null);
    setPhase(next);
  }, []);

  return { phase, problem, busy: phase === 'uploading', start, settle };
}
