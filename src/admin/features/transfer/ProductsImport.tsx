import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../../api/errors';
import { Button } from '../../../shared/ui/Button';
import { FormBanner } from '../../../shared/ui/form';
import type { ProductImportReportDto } from '../../../shared/wire/adminTransfer';
import { useImportProductsMutation } from '../../api/transferApi';
import { FilterBar } from '../../ui/Table';
import { ApplyControls } from './ApplyControls';
import { ImportReport } from './ImportReport';
import { Box, FileField, FileInput, Hint, Status } from './Transfer.styles';

/**
 * A products file imported in two steps: "Check the file" (a dry run: the report, nothing
 * written), then "Apply the file" (the good rows in one transaction; while rows are broken only
 * with "skip" ticked). Choosing another file starts again from the check.
 */
export function ProductsImport() {
  const { t } = useTranslation();
  const ids = useId();
  const [importProducts, { isLoading }] = useImportProductsMutation();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ProductImportReportDto | null>(null);
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (report) heading.current?.focus();
  }, [report]);

  const run = async (mode: 'dry_run' | 'apply', skipInvalid = false) => {
    if (!file) {
      setProblem(t('admin_transfer_no_file'));
      return;
    }
    setProblem(null);
    setDone('');
    try {
      const answer = await importProducts({ file, mode, skipInvalid }).unwrap();
      setReport(answer);
      if (answer.applied) setDone(t('admin_transfer_applied', answer.counts));
    } catch (error) {
      const fallback =
        mode === 'apply' ? 'admin_transfer_apply_failed' : 'admin_transfer_check_failed';
      setProblem(toErrorMessage(error, t, fallback));
    }
  };

  return (
    <Box aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('admin_transfer_import_title')}</h2>
      <p>{t('admin_transfer_import_text')}</p>
      <FilterBar
        aria-labelledby={`${ids}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          void run('dry_run');
        }}
      >
        <FileField>
          <label htmlFor={`${ids}-file`}>{t('admin_transfer_import_file')}</label>
          <Hint id={`${ids}-hint`}>{t('admin_transfer_import_file_hint')}</Hint>
          <FileInput
            id={`${ids}-file`}
            type="file"
            name="file"
            accept=".csv,text/csv"
            aria-describedby={`${ids}-hint`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(null);
              setDone('');
              setProblem(null);
            }}
          />
        </FileField>
        <Button type="submit" $variant="secondary" disabled={isLoading}>
          {isLoading && !report ? t('admin_transfer_checking') : t('admin_transfer_check')}
        </Button>
      </FilterBar>
      <FormBanner message={problem} onDismiss={() => setProblem(null)} />
      {report ? <ImportReport report={report} headingRef={heading} /> : null}
      {report && !report.applied ? (
        <ApplyControls
          counts={report.counts}
          busy={isLoading}
          onApply={(skip) => void run('apply', skip)}
        />
      ) : null}
      <Status role="status">{done}</Status>
    </Box>
  );
}
