import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, toErrorMessage } from '../../../../api/errors';
import { ADMIN_PRODUCT_LIMITS } from '../../../../shared/rules/forms/adminProduct';
import { useUploadPictureMutation } from '../../../api/mediaApi';

export interface UploadEntry {
  key: number;
  name: string;
  state: 'waiting' | 'uploading' | 'failed';
  message?: string;
}

/**
 * Chosen files go up one at a time, in the order chosen (so the pictures keep that order); each
 * finished one is handed to `onUploaded`, each refused one stays listed with the server's words.
 * Files beyond the `freeSlots` left are refused at once.
 */
export function usePictureUploads(onUploaded: (url: string) => void, freeSlots: number) {
  const { t } = useTranslation();
  const [uploadPicture] = useUploadPictureMutation();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const queue = useRef<{ key: number; file: File }[]>([]);
  const running = useRef(false);
  const nextKey = useRef(0);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  const update = (key: number, change: Partial<UploadEntry> | null) =>
    setEntries((list) =>
      change === null
        ? list.filter((entry) => entry.key !== key)
        : list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { key, file } = next;
      update(key, { state: 'uploading' });
      try {
        const { url } = await uploadPicture({ folder: 'products', file }).unwrap();
        update(key, null);
        uploaded.current(url);
      } catch (error) {
        const message =
          fieldErrorsOf(error)?.file ?? toErrorMessage(error, t, 'admin_product_picture_failed');
        update(key, { state: 'failed', message });
      }
    }
    running.current = false;
  }, [t, uploadPicture]);

  const pending = entries.filter((entry) => entry.state !== 'failed').length;

  const add = (files: readonly File[]) => {
    const room = Math.max(freeSlots - pending, 0);
    const added: UploadEntry[] = files.map((file, index) => {
      const key = (nextKey.current += 1);
      if (index < room) {
        queue.current.push({ key, file });
        return { key, name: file.name, state: 'waiting' };
      }
      const message = t('admin_product_picture_too_many', { max: ADMIN_PRODUCT_LIMITS.images });
      return { key, name: file.name, state: 'failed', message };
    });
    setEntries((list) => [...list, ...added]);
    void run();
  };

  const dismiss = (key: number) => update(key, null);

  return { entries, add, dismiss, busy: pending > 0 };
}
