import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { FormBanner } from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import type { StaffMemberAnswer } from '../../../shared/wire/staff';
import { useAdminSelector } from '../../api/hooks';
import { selectStaffMember } from '../../api/session';
import { useStaffListQuery } from '../../api/staffApi';
import { Panel } from '../../ui/Panel';
import { AddStaffForm } from './AddStaffForm';
import { InviteLink } from './InviteLink';
import { Intro, Toolbar } from '../../ui/Blocks.styles';
import { StaffTable } from './StaffTable';
import { LoadFailed } from '../../ui/LoadFailed';

type Invite = { member: StaffMemberAnswer['data']; url: string };

/**
 * /admin/staff (owner only): who works in the back office, with what role and whether they have
 * signed in yet; add a member (a new account gets a one-time link to set its password; an existing
 * account is invited by mail and listed as waiting until it accepts), change a role, remove a
 * member or cancel an invitation.
 */
export function Component() {
  const { t } = useTranslation();
  const self = useAdminSelector(selectStaffMember);
  const list = useStaffListQuery();
  const [adding, setAdding] = useState(false);
  const [invite, setInvite] = useState<Invite | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const closeForm = () => {
    setAdding(false);
    addButton.current?.focus();
  };

  const onAdded = (answer: StaffMemberAnswer) => {
    setAdding(false);
    notify.success(answer.message);
    if (answer.invite_url) setInvite({ member: answer.data, url: answer.invite_url });
    else addButton.current?.focus();
  };

  return (
    <Panel title={t('admin_nav_staff')}>
      <Intro>{t('admin_staff_intro')}</Intro>
      {invite ? (
        <InviteLink
          member={invite.member}
          url={invite.url}
          onClose={() => {
            setInvite(null);
            addButton.current?.focus();
          }}
        />
      ) : null}
      <Toolbar>
        <Button
          ref={addButton}
          type="button"
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          {t('admin_staff_add')}
        </Button>
      </Toolbar>
      {adding ? <AddStaffForm onAdded={onAdded} onCancel={closeForm} /> : null}
      <FormBanner message={problem} onDismiss={() => setProblem(null)} />
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : list.data === undefined ? (
        <p role="status">{t('admin_staff_loading')}</p>
      ) : (
        <StaffTable members={list.data} selfId={self?.id} onError={setProblem} />
      )}
    </Panel>
  );
}
