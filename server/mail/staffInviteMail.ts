import type { MailMessage } from './mailer';
import { escapeHtml } from './resetCodeMail';

// One bilingual message (Arabic first): a new staff member's one-time link to set their password
// and sign in to the back office. The link is the only secret; it is never logged.

export interface StaffInviteMailInput {
  to: string;
  firstName: string;
  inviteUrl: string;
  validHours: number;
}

export function staffInviteMail({
  to,
  firstName,
  inviteUrl,
  validHours,
}: StaffInviteMailInput): MailMessage {
  const text = [
    `مرحبًا ${firstName}،`,
    'أُضيف حسابك إلى فريق متجر زجاج. اختر كلمة مرورك من هذا الرابط ثم سجّل الدخول إلى لوحة الإدارة:',
    inviteUrl,
    `الرابط صالح لمدة ${validHours} ساعة ولمرة واحدة فقط.`,
    '',
    '----',
    '',
    `Hello ${firstName},`,
    'You have been added to the Zujaj shop team. Choose your password with this link, then sign in to the back office:',
    inviteUrl,
    `The link is valid for ${validHours} hours and can be used once.`,
    '',
  ].join('\n');

  const safeLink = escapeHtml(inviteUrl);
  const name = escapeHtml(firstName);
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:Arial,sans-serif">',
    '<div dir="rtl" lang="ar">',
    `<p>مرحبًا ${name}،</p>`,
    `<p>أُضيف حسابك إلى فريق متجر زجاج. <a href="${safeLink}">اختر كلمة مرورك</a> ثم سجّل الدخول إلى لوحة الإدارة.</p>`,
    `<p>الرابط صالح لمدة ${validHours} ساعة ولمرة واحدة فقط.</p>`,
    '</div>',
    '<hr>',
    '<div dir="ltr" lang="en">',
    `<p>Hello ${name},</p>`,
    `<p>You have been added to the Zujaj shop team. <a href="${safeLink}">Choose your password</a>, then sign in to the back office.</p>`,
    `<p>The link is valid for ${validHours} hours and can be used once.</p>`,
    '</div>',
    '</body></html>',
  ].join('\n');

  return {
    to,
    subject: 'دعوة إلى لوحة إدارة زجاج | Your Zujaj back-office invitation',
    text,
    html,
  };
}
