import type { Lang } from '../lib/i18n';
import type { MailMessage } from './mailer';
import { escapeHtml } from './resetCodeMail';

// The notice sent to an account's PREVIOUS e-mail when its e-mail or phone number changes, in the
// language of the request that made the change: what changed (the new e-mail partly masked, so
// the owner recognises a stranger's address without the mail handing it out whole), when, and a
// link that puts the old values back. The copy lives here rather than in the storefront's locale
// files: it never reaches a browser, and the storefront's files are shipped to every visitor.

export interface IdentityNoticeMailInput {
  /** The previous e-mail: the one address a thief cannot read. */
  to: string;
  lang: Lang;
  /** The new e-mail when it changed, else null. */
  newEmail: string | null;
  phoneChanged: boolean;
  changedAt: Date;
  publicUrl: string;
  token: string;
  validDays: number;
}

/** `th***@g***.com`: the first two characters of the mailbox, the first of the domain and its ending. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const ending = dot > 0 ? domain.slice(dot) : '';
  const head = local.length > 2 ? local.slice(0, 2) : local.slice(0, 1);
  return `${head}***@${domain.slice(0, 1)}***${ending}`;
}

/** The storefront's restore screen in the request's language (English pages live under /en). */
export const restoreLink = (publicUrl: string, lang: Lang, token: string): string =>
  `${publicUrl}${lang === 'en' ? '/en' : ''}/restore-account?token=${encodeURIComponent(token)}`;

/** The shop's own time zone: the shop and its customers are in Egypt. */
const formatWhen = (date: Date, lang: Lang): string =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Africa/Cairo',
  }).format(date);

interface Copy {
  subject: string;
  hello: string;
  intro: (when: string) => string;
  /** Followed by the masked new e-mail. */
  emailChanged: string;
  phoneChanged: string;
  notYou: (days: number) => string;
  button: string;
  after: string;
  wasYou: string;
}

const COPY: Record<Lang, Copy> = {
  ar: {
    subject: 'تغيّرت بيانات الدخول إلى حسابك في زجاج',
    hello: 'مرحبًا،',
    intro: (when) => `تغيّرت بيانات حسابك في زجاج بتاريخ ${when} (بتوقيت القاهرة):`,
    emailChanged: 'أصبح البريد الإلكتروني للحساب:',
    phoneChanged: 'تغيّر رقم الهاتف المسجّل في الحساب.',
    notYou: (days) =>
      `إذا لم تقم بهذا التغيير فافتح الرابط التالي خلال ${days} أيام لاستعادة بريدك الإلكتروني ورقم هاتفك السابقين:`,
    button: 'استعادة بياناتي السابقة',
    after: 'ستنتهي عندها كل جلسات الدخول إلى الحساب، ثم يمكنك تعيين كلمة مرور جديدة.',
    wasYou: 'إذا كنت أنت من قام بالتغيير فلا حاجة لفعل أي شيء.',
  },
  en: {
    subject: 'The sign-in details of your Zujaj account changed',
    hello: 'Hello,',
    intro: (when) => `The details of your Zujaj account changed on ${when} (Cairo time):`,
    emailChanged: "The account's e-mail is now:",
    phoneChanged: "The account's phone number changed.",
    notYou: (days) =>
      `If you did not make this change, open this link within ${days} days to restore your previous e-mail and phone number:`,
    button: 'Restore my previous details',
    after: 'Every sign-in to the account will then end, and you can set a new password.',
    wasYou: 'If you made the change yourself, there is nothing to do.',
  },
};

export function identityNoticeMail(input: IdentityNoticeMailInput): MailMessage {
  const { to, lang, newEmail, phoneChanged, changedAt, publicUrl, token, validDays } = input;
  const copy = COPY[lang];
  const link = restoreLink(publicUrl, lang, token);
  const when = formatWhen(changedAt, lang);
  const masked = newEmail === null ? null : maskEmail(newEmail);
  const changes = [
    ...(masked === null ? [] : [`${copy.emailChanged} ${masked}`]),
    ...(phoneChanged ? [copy.phoneChanged] : []),
  ];
  // The address stays left to right inside Arabic text.
  const htmlChanges = [
    ...(masked === null
      ? []
      : [`${escapeHtml(copy.emailChanged)} <bdi dir="ltr">${escapeHtml(masked)}</bdi>`]),
    ...(phoneChanged ? [escapeHtml(copy.phoneChanged)] : []),
  ];

  const text = [
    copy.hello,
    copy.intro(when),
    ...changes.map((line) => `- ${line}`),
    '',
    copy.notYou(validDays),
    link,
    copy.after,
    '',
    copy.wasYou,
    '',
  ].join('\n');

  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const html = [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir}"><body style="font-family:Arial,sans-serif">`,
    `<div dir="${dir}" lang="${lang}">`,
    `<p>${escapeHtml(copy.hello)}</p>`,
    `<p>${escapeHtml(copy.intro(when))}</p>`,
    `<ul>${htmlChanges.map((line) => `<li>${line}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(copy.notYou(validDays))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.button)}</a></p>`,
    `<p>${escapeHtml(copy.after)}</p>`,
    `<p>${escapeHtml(copy.wasYou)}</p>`,
    '</div>',
    '</body></html>',
  ].join('\n');

  return { to, subject: copy.subject, text, html };
}
