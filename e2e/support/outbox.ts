// The e2e server writes mail to DATA_DIR/outbox/*.eml (no SMTP_URL): journeys read it as a person
// reads their inbox.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The text of every outbox mail to `email`, oldest first (quoted-printable soft breaks joined). */
export function mailsTo(email: string): string[] {
  if (!fs.existsSync(outbox())) return [];
  return fs
    .readdirSync(outbox())
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => fs.readFileSync(path.join(outbox(), name), 'utf8'))
    .filter((raw) => raw.includes(`To: ${email}`))
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

/** The newest mail to `email` matching `pattern` (waiting up to 10 s): its first group. */
export async function fromMail(email: string, pattern: RegExp): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      () => {
        found =
          mailsTo(email)
            .map((text) => pattern.exec(text)?.[1])
            .findLast(Boolean) ?? null;
        return found;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return found as unknown as string;
}
