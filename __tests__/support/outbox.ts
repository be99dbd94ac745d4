import fs from 'node:fs';
import path from 'node:path';

// Reads what the default mailer wrote: with no SMTP_URL every message is an .eml file in
// DATA_DIR/outbox (server/mail/mailer.ts), quoted-printable text and HTML parts.

const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

export interface ParsedMail {
  raw: string;
  headers: string;
  text: string;
  html: string;
}

/** The .eml files in `outbox` (oldest first), removed as they are read. */
export function takeMail(outbox: string): ParsedMail[] {
  if (!fs.existsSync(outbox)) return [];
  const names = fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return names.map((name) => {
    const file = path.join(outbox, name);
    const raw = fs.readFileSync(file, 'utf8');
    fs.rmSync(file);
    const [headers = '', ...rest] = raw.split('\n\n');
    const body = rest.join('\n\n');
    const boundary = /boundary="([^"]+)"/.exec(headers)?.[1] ?? '';
    const part = (type: string) => {
      const section = body
        .split(`--${boundary}`)
        .find((chunk) => chunk.includes(`Content-Type: ${type}; charset=utf-8`));
      const content = section?.split('\n\n').slice(1).join('\n\n') ?? '';
      return decodeQuotedPrintable(content.replace(/\n$/, ''));
    };
    return { raw, headers, text: part('text/plain'), html: part('text/html') };
  });
}
