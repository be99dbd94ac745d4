import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { readPage } from '../../../shared/lib/pageParam';
import { Pagination } from '../../../shared/ui/Pagination';
import { useAuditTrailQuery } from '../../api/auditApi';
import { useStaffListQuery } from '../../api/staffApi';
import { Panel } from '../../ui/Panel';
import { adminPaths } from '../../ui/paths';
import { AuditFilterBar } from './AuditFilterBar';
import { auditSearch, readAuditFilters, toAuditQuery } from './auditFilters';
import { AuditTable } from './AuditTable';
import { Intro } from '../../ui/Blocks.styles';
import { Summary } from './Audit.styles';
import { LoadFailed } from '../../ui/LoadFailed';

/**
 * /admin/audit (owner only): every change made in the back office, newest first, filtered by
 * person, kind of record and days (all in the address), a page at a time.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = readAuditFilters(params);
  const page = readPage(params);
  const trail = useAuditTrailQuery(toAuditQuery(filters, params));
  const people = useStaffListQuery();
  const answer = trail.data;

  return (
    <Panel title={t('admin_nav_audit')}>
      <Intro>{t('admin_audit_intro')}</Intro>
      <AuditFilterBar
        // A new address (Back, a cleared filter) starts the form again from it.
        key={auditSearch(filters)}
        filters={filters}
        people={people.data ?? []}
        onApply={(next) => void navigate(`${adminPaths.audit}${auditSearch(next)}`)}
      />
      {trail.isError ? (
        <LoadFailed onRetry={() => void trail.refetch()} />
      ) : !answer ? (
        <p role="status">{t('admin_audit_loading')}</p>
      ) : (
        <>
          <Summary role="status" aria-busy={trail.isFetching || undefined}>
            {answer.total === 0
              ? t('admin_audit_empty')
              : t('admin_audit_count', { total: answer.total, page, last: answer.last_page })}
          </Summary>
          {answer.data.length > 0 ? <AuditTable entries={answer.data} /> : null}
          <Pagination
            currentPage={answer.current_page}
            lastPage={answer.last_page}
            hrefFor={(target) => `${adminPaths.audit}${auditSearch(filters, target)}`}
          />
        </>
      )}
    </Panel>
  );
}
