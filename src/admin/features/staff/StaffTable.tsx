import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../../api/errors';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { notify } from '../../../shared/ui/toast/notify';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import type { StaffRole } from '../../api/session';
import {
  useChangeStaffRoleMutation,
  useRemoveStaffMutation,
  type StaffListMember,
} from '../../api/staffApi';
import { formatMoment } from '../../ui/format';
import { Ltr, Table, TableFrame, WrapCell } from '../../ui/Table';
import { hasRealEmail } from './inviteShare';
import { NameCell, RoleSelect, RowButton, StateText } from './Staff.styles';

type Pending =
  | { kind: 'demote'; member: StaffListMember; role: StaffRole }
  | { kind: 'remove'; member: StaffListMember };

const fullName = (member: StaffListMember) => `${member.first_name} ${member.family_name}`.trim();

/** The confirmation's texts: a demotion, a removal, or an invitation cancelled. */
function confirmKeys(pending: Pending) {
  if (pending.kind === 'demote') {
    return {
      title: 'admin_staff_demote_confirm',
      text: 'admin_staff_demote_confirm_text',
      confirm: 'admin_staff_demote',
    };
  }
  if (pending.member.invited) {
    return {
      title: 'admin_staff_cancel_invite_confirm',
      text: 'admin_staff_cancel_invite_confirm_text',
      confirm: 'admin_staff_cancel_invite',
    };
  }
  return {
    title: 'admin_staff_remove_confirm',
    text: 'admin_staff_remove_confirm_text',
    confirm: 'admin_staff_remove',
  };
}

/**
 * The staff list: each member's role can be changed in place (a demotion asks first) and a member
 * removed (asks first: their sessions end). An invited account (`invited`: an existing customer
 * account that has not accepted yet) shows the role it is invited to, read-only, and its removal
 * cancels the invitation. The server refuses to leave the shop without an owner
 * (409); its message goes to `onError`, and the role shown stays the server's.
 */
export function StaffTable({
  members,
  selfId,
  onError,
}: {
  members: readonly StaffListMember[];
  selfId: number | undefined;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const roleHeader = useId();
  const rowId = useId();
  const [changeRole, { isLoading: changing }] = useChangeStaffRoleMutation();
  const [remove, { isLoading: removing }] = useRemoveStaffMutation();
  const [pending, setPending] = useState<Pending | null>(null);

  const applyRole = async (member: StaffListMember, role: StaffRole) => {
    onError(null);
    try {
      await changeRole({ id: member.id, body: { role } }).unwrap();
      notify.success(t('admin_staff_role_saved', { name: fullName(member) }));
    } catch (error) {
      onError(toErrorMessage(error, t, 'admin_staff_role_failed'));
    }
  };

  const applyRemove = async (member: StaffListMember) => {
    onError(null);
    try {
      await remove(member.id).unwrap();
      notify.success(
        t(member.invited ? 'admin_staff_invite_cancelled' : 'admin_staff_removed', {
          name: fullName(member),
        }),
      );
    } catch (error) {
      onError(toErrorMessage(error, t, 'admin_staff_remove_failed'));
    }
  };

  const onRoleChange = (member: StaffListMember, role: StaffRole) => {
    if (role === member.role) return;
    if (member.role === 'owner') setPending({ kind: 'demote', member, role });
    else void applyRole(member, role);
  };

  const stateOf = (member: StaffListMember) => {
    if (member.invited) return t('admin_staff_state_waiting');
    if (member.invite_pending) return t('admin_staff_state_invited');
    if (member.last_seen_at === null) return t('admin_staff_state_never');
    return t('admin_staff_state_active', { moment: formatMoment(member.last_seen_at) });
  };

  return (
    <>
      <TableFrame label={t('admin_staff_table_label')}>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('admin_staff_col_name')}</th>
              <th scope="col">{t('admin_staff_col_phone')}</th>
              <th scope="col">{t('admin_staff_col_email')}</th>
              <th scope="col" id={roleHeader}>
                {t('admin_staff_col_role')}
              </th>
              <th scope="col">{t('admin_staff_col_state')}</th>
              <th scope="col">
                <VisuallyHidden>{t('admin_staff_col_actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const nameId = `${rowId}-${member.id}`;
              return (
                <tr key={member.id}>
                  <NameCell as="th" scope="row" id={nameId}>
                    {fullName(member)}
                    {member.id === selfId ? ` ${t('admin_staff_you')}` : null}
                  </NameCell>
                  <td>
                    <Ltr>{member.phone_number}</Ltr>
                  </td>
                  <td>
                    {hasRealEmail(member.email) ? (
                      <Ltr>{member.email}</Ltr>
                    ) : (
                      <>
                        <span aria-hidden="true">—</span>
                        <VisuallyHidden>{t('admin_staff_no_email')}</VisuallyHidden>
                      </>
                    )}
                  </td>
                  <td>
                    {member.invited ? (
                      // Not staff yet: the role it takes on acceptance, changed by a new invitation.
                      t(member.role === 'owner' ? 'admin_role_owner' : 'admin_role_staff')
                    ) : (
                      <RoleSelect
                        aria-labelledby={`${roleHeader} ${nameId}`}
                        value={member.role}
                        disabled={changing}
                        onChange={(event) => onRoleChange(member, event.target.value as StaffRole)}
                      >
                        <option value="staff">{t('admin_role_staff')}</option>
                        <option value="owner">{t('admin_role_owner')}</option>
                      </RoleSelect>
                    )}
                  </td>
                  <WrapCell>
                    <StateText $invited={member.invite_pending || member.invited === true}>
                      {stateOf(member)}
                    </StateText>
                  </WrapCell>
                  <td>
                    <RowButton
                      type="button"
                      disabled={removing}
                      aria-label={t(
                        member.invited
                          ? 'admin_staff_cancel_invite_named'
                          : 'admin_staff_remove_named',
                        { name: fullName(member) },
                      )}
                      onClick={() => setPending({ kind: 'remove', member })}
                    >
                      {t(member.invited ? 'admin_staff_cancel_invite' : 'admin_staff_remove')}
                    </RowButton>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableFrame>
      {pending ? (
        <ConfirmDialog
          title={t(confirmKeys(pending).title, { name: fullName(pending.member) })}
          message={t(confirmKeys(pending).text)}
          confirmLabel={t(confirmKeys(pending).confirm)}
          cancelLabel={t('admin_staff_cancel')}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            setPending(null);
            if (pending.kind === 'remove') void applyRemove(pending.member);
            else void applyRole(pending.member, pending.role);
          }}
        />
      ) : null}
    </>
  );
}
