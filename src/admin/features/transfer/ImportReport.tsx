import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ProductImportReportDto,
  ProductImportRowDto,
} from '../../../shared/wire/adminTransfer';
import { ChangeList, FromTo } from '../../ui/FromTo';
import { Ltr, TableFrame, WrapCell } from '../../ui/Table';
import { Counts, ErrorText, Report, ReportGrid } from './Transfer.styles';

/** Rows a report lists at most: a whole catalogue's worth would not help anyone read it. */
export const REPORT_ROWS_SHOWN = 500;

const ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;

/** The rows worth reading: broken ones first, then those that change something, by line. */
export function listedRows(rows: readonly ProductImportRowDto[]): ProductImportRowDto[] {
  const rank = (row: ProductImportRowDto) => (row.action === 'error' ? 0 : 1);
  return rows
    .filter((row) => row.action !== 'unchanged')
    .sort((a, b) => rank(a) - rank(b) || a.line - b.line);
}

function useCellText() {
  const { t } = useTranslation();
  return {
    field: (name: string) =>
      name === 'row' || name === 'file'
        ? t('admin_transfer_field_row')
        : t(`admin_audit_field_${name}`),
    value: (value: string | number | null) =>
      value === null || value === '' ? '—' : String(value),
  };
}

function ReportRow({ row }: { row: ProductImportRowDto }) {
  const { t } = useTranslation();
  const text = useCellText();
  const broken = row.action === 'error';
  return (
    <tr data-error={broken ? '' : undefined}>
      <td data-label={t('admin_transfer_col_line')}>
        <Ltr>{row.line}</Ltr>
      </td>
      <td data-label={t('admin_transfer_col_code')}>
        <Ltr>{row.product_code || '—'}</Ltr>
      </td>
      <td data-label={t('admin_transfer_col_action')}>
        {broken ? (
          <ErrorText>{t('admin_transfer_action_error')}</ErrorText>
        ) : (
          t(`admin_transfer_action_${row.action}`)
        )}
      </td>
      <WrapCell data-label={t('admin_transfer_col_changes')}>
        {Object.keys(row.changes).length > 0 ? (
          <ChangeList>
            {Object.entries(row.changes).map(([field, change]) => (
              <div key={field}>
                <dt>{text.field(field)}</dt>
                <dd>
                  <FromTo from={text.value(change.from)} to={text.value(change.to)} />
                </dd>
              </div>
            ))}
          </ChangeList>
        ) : (
          '—'
        )}
      </WrapCell>
      <WrapCell data-label={t('admin_transfer_col_errors')}>
        {broken ? (
          <ul>
            {Object.entries(row.errors).flatMap(([field, messages]) =>
              messages.map((message) => (
                <li key={`${field}-${message}`}>
                  <strong>{text.field(field)}:</strong> <bdi>{message}</bdi>
                </li>
              )),
            )}
          </ul>
        ) : (
          '—'
        )}
      </WrapCell>
    </tr>
  );
}

/**
 * A dry run's or an import's report: the counts, then the rows that change something or are
 * broken (a broken row says so in words, not only by its stripe). Its heading takes the focus
 * when it arrives, so a keyboard or screen reader user lands on the answer.
 */
export function ImportReport({
  report,
  headingRef,
}: {
  report: ProductImportReportDto;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const listed = listedRows(report.rows);
  const shown = listed.slice(0, REPORT_ROWS_SHOWN);
  return (
    <Report aria-labelledby={titleId}>
      <h3 id={titleId} ref={headingRef} tabIndex={-1}>
        {report.applied ? t('admin_transfer_result_title') : t('admin_transfer_report_title')}
      </h3>
      <Counts>
        {ACTIONS.map((action) => (
          <li key={action}>
            {t(`admin_transfer_count_${action}`, { count: report.counts[action] })}
          </li>
        ))}
      </Counts>
      {listed.length === 0 ? (
        <p>{t('admin_transfer_nothing_to_do')}</p>
      ) : (
        <>
          <p>
            {shown.length < listed.length
              ? t('admin_transfer_listed_some', { shown: shown.length, total: listed.length })
              : t('admin_transfer_listed')}
          </p>
          <TableFrame label={t('admin_transfer_report_label')}>
            <ReportGrid>
              <thead>
                <tr>
                  <th scope="col">{t('admin_transfer_col_line')}</th>
                  <th scope="col">{t('admin_transfer_col_code')}</th>
                  <th scope="col">{t('admin_transfer_col_action')}</th>
                  <th scope="col">{t('admin_transfer_col_changes')}</th>
                  <th scope="col">{t('admin_transfer_col_errors')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <ReportRow key={row.line} row={row} />
                ))}
              </tbody>
            </ReportGrid>
          </TableFrame>
        </>
      )}
    </Report>
  );
}
