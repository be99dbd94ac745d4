import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import type { StaffListMember } from '../../api/staffApi';
import { Ltr } from '../../ui/Table';
import { hasRealEmail, inviteChatLink } from './inviteShare';
import { InviteActions, InviteBox, InviteField, InviteTitle, ShareLink } from './Staff.styles';

/** How long an invite link works (the server's rule: 72 hours, once). */
const INVITE_HOURS = 72;

/**
 * A new member's one-time set-password link, shown this once (the server keeps only its hash):
 * copy it, or send it by chat to the member's own number. Gone when the owner closes it.
 */
export function InviteLink({
  member,
  url,
  onClose,
}: {
  member: StaffListMember;
  url: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldId = useId();
  const boxRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyNote, setCopyNote] = useState('');
  const name = `${member.first_name} ${member.family_name}`.trim();
  const message = t('admin_staff_invite_message', { name, url, hours: INVITE_HOURS });

  // The link replaces the form that asked for it: the focus goes to it.
  useEffect(() => {
    boxRef.current?.focus();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyNote(t('admin_staff_invite_copied'));
    } catch {
      inputRef.current?.select();
      setCopyNote(t('admin_staff_invite_copy_failed'));
    }
  };

  return (
    <InviteBox ref={boxRef} tabIndex={-1} aria-labelledby={titleId}>
      <InviteTitle id={titleId}>{t('admin_staff_invite_title', { name })}</InviteTitle>
      <p>
        {t('admin_staff_invite_once', { hours: INVITE_HOURS })}{' '}
        {hasRealEmail(member.email) ? (
          <>
            {t('admin_staff_invite_mailed')} <Ltr>{member.email}</Ltr>
          </>
        ) : null}
      </p>
      <label htmlFor={fieldId}>{t('admin_staff_invite_label')}</label>
      <InviteField
        ref={inputRef}
        id={fieldId}
        type="url"
        dir="ltr"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <InviteActions>
        <Button type="button" onClick={() => void copy()}>
          {t('admin_staff_invite_copy')}
        </Button>
        <ShareLink
          href={inviteChatLink(member.phone_number, message)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('admin_staff_invite_whatsapp')}
          <VisuallyHidden> {t('admin_staff_new_tab')}</VisuallyHidden>
        </ShareLink>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('admin_staff_invite_done')}
        </Button>
      </InviteActions>
      <p role="status" aria-live="polite">
        {copyNote}
      </p>
    </InviteBox>
  );
}
