import type { MailMessage } from './mailer';

// One bilingual message (Arabic first, the default language): the code, its lifetime and a link
// to the storefront's reset screen carrying the e-mail (/reset-password).

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export interface ResetCodeMailInput {
  to: string;
  code: string;
  publicUrl: string;
  validMinutes: number;
}

export function resetCodeMail({
  to,
  code,
  publicUrl,
  validMinutes,
}: ResetCodeMailInput): MailMessage {
  const link = `${publicUrl}/reset-password?email=${encodeURIComponent(to)}`;
  const text = [
    'مرحبًا،',
    'طلبت إعادة تعيين كلمة المرور لحسابك في زجاج. رمز التحقق هو:',
    '',
    code,
    '',
    `الرمز صالح لمدة ${validMinutes} دقائق ولمرة واحدة فقط. أدخله في صفحة إعادة التعيين:`,
    link,
    'إذا لم تطلب ذلك فتجاهل هذه الرسالة؛ كلمة مرورك لم تتغير.',
    '',
    '----',
    '',
    'Hello,',
    'You asked to reset the password of your Zujaj account. Your code is:',
    '',
    code,
    '',
    `The code is valid for ${validMinutes} minutes and can be used once. Enter it on the reset page:`,
    link,
    'If you did not ask for this, ignore this message; your password has not changed.',
    '',
  ].join('\n');

  const safeLink = escapeHtml(link);
  const codeBlock = `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`;
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:Arial,sans-serif">',
    '<div dir="rtl" lang="ar">',
    '<p>مرحبًا،</p>',
    '<p>طلبت إعادة تعيين كلمة المرور لحسابك في زجاج. رمز التحقق هو:</p>',
    codeBlock,
    `<p>الرمز صالح لمدة ${validMinutes} دقائق ولمرة واحدة فقط. <a href="${safeLink}">صفحة إعادة التعيين</a></p>`,
    '<p>إذا لم تطلب ذلك فتجاهل هذه الرسالة؛ كلمة مرورك لم تتغير.</p>',
    '</div>',
    '<hr>',
    '<div dir="ltr" lang="en">',
    '<p>Hello,</p>',
    '<p>You asked to reset the password of your Zujaj account. Your code is:</p>',
    codeBlock,
    `<p>The code is valid for ${validMinutes} minutes and can be used once. <a href="${safeLink}">Reset page</a></p>`,
    '<p>If you did not ask for this, ignore this message; your password has not changed.</p>',
    '</div>',
    '</body></html>',
  ].join('\n');

  return {
    to,
    subject: 'رمز إعادة تعيين كلمة المرور | Zujaj password reset code',
    text,
    html,
  };
}
