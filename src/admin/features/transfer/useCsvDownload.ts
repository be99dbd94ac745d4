import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, toErrorMessage } from '../../../api/errors';
import { useDownloadCsvMutation, type CsvDownload } from '../../api/transferApi';

/**
 * One download button's state: busy while the file is fetched, then "Downloaded <name>" for the
 * live line, or the refusal to show (a field's message first: "the end day is before …").
 */
export function useCsvDownload() {
  const { t } = useTranslation();
  const [download, { isLoading }] = useDownloadCsvMutation();
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const start = async (args: CsvDownload) => {
    setDone('');
    setProblem(null);
    try {
      const name = await download(args).unwrap();
      setDone(t('admin_transfer_downloaded', { name }));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const first = fields ? Object.values(fields)[0] : undefined;
      setProblem(first ?? toErrorMessage(error, t, 'admin_transfer_download_failed'));
    }
  };

  return { start, busy: isLoading, done, problem, dismiss: () => setProblem(null) };
}
