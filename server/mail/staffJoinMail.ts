import type { MailMessage } from './mailer';
import { escapeHtml } from './resetCodeMail';

// One bilingual message (Arabic first): an existing account's invitation to join the shop's staff.
// Nothing changes until its holder opens the link and accepts, signed in as that account; the
// link is the only secret and is never logged.

export interface StaffJoinMailInput {
  to: string;
  firstName: string;
  role: 'staff' | 'owner';
  /** The back office's accept page in each language. */
  acceptUrls: { ar: string; en: string };
  validHours: number;
}

const ROLE_AR = { staff: 'موظف', owner: 'مالك' } as const;
const ROLE_EN = { staff: 'staff member', owner: 'owner' } as const;

export function staffJoinMail({
  to,
  firstName,
  role,
  acceptUrls,
  validHours,
}: StaffJoinMailInput): MailMessage {
  const text = [
    `مرحبًا ${firstName}،`,
    `دُعيت للانضمام إلى فريق متجر زجاج بصفة ${ROLE_AR[role]}. افتح هذا الرابط وسجّل الدخول بحسابك نفسه (رقم هاتفك وكلمة مرورك) ثم اقبل الدعوة:`,
    acceptUrls.ar,
    `الرابط صالح لمدة ${validHours} ساعة ولمرة واحدة فقط. إن لم تكن تنتظر هذه الدعوة فتجاهل هذه الرسالة: لن يتغير شيء في حسابك.`,
    '',
    '----',
    '',
    `Hello ${firstName},`,
    `You have been invited to join the Zujaj shop team as ${ROLE_EN[role]}. Open this link, sign in with your own account (your phone number and password), then accept the invitation:`,
    acceptUrls.en,
    `The link is valid for ${validHours} hours and can be used once. If you did not expect this invitation, ignore this message: nothing about your account changes.`,
    '',
  ].join('\n');

  const name = escapeHtml(firstName);
  const arLink = escapeHtml(acceptUrls.ar);
  const enLink = escapeHtml(acceptUrls.en);
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:Arial,sans-serif">',
    '<div dir="rtl" lang="ar">',
    `<p>مرحبًا ${name}،</p>`,
    `<p>دُعيت للانضمام إلى فريق متجر زجاج بصفة ${ROLE_AR[role]}. <a href="${arLink}">افتح الدعوة</a> وسجّل الدخول بحسابك نفسه ثم اقبلها.</p>`,
    `<p>الرابط صالح لمدة ${validHours} ساعة ولمرة واحدة فقط. إن لم تكن تنتظر هذه الدعوة فتجاهل هذه الرسالة: لن يتغير شيء في حسابك.</p>`,
    '</div>',
    '<hr>',
    '<div dir="ltr" lang="en">',
    `<p>Hello ${name},</p>`,
    `<p>You have been invited to join the Zujaj shop team as ${ROLE_EN[role]}. <a href="${enLink}">Open the invitation</a>, sign in with your own account, then accept it.</p>`,
    `<p>The link is valid for ${validHours} hours and can be used once. If you did not expect this invitation, ignore this message: nothing about your account changes.</p>`,
    '</div>',
    '</body></html>',
  ].join('\n');

  return {
    to,
    subject: 'دعوة للانضمام إلى فريق زجاج | Your invitation to join the Zujaj team',
    text,
    html,
  };
}
