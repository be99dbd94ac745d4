import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMailer, DEFAULT_MAIL_FROM, outboxDir } from './mailer';
import { resetCodeMail } from './resetCodeMail';

const message = resetCodeMail({
  to: 'noor@example.com',
  code: '012345',
  publicUrl: 'https://shop.example',
  validMinutes: 10,
});

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-mail-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('createMailer', () => {
  it('without SMTP_URL writes one complete .eml per message to DATA_DIR/outbox', async () => {
    const mailer = createMailer({ smtpUrl: undefined, dataDir }, {});
    await mailer.send(message);
    await mailer.send(message);
    const names = fs.readdirSync(outboxDir(dataDir));
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(name).toMatch(/^\d{13}-[0-9a-f]{12}\.eml$/);
      const raw = fs.readFileSync(path.join(outboxDir(dataDir), name), 'utf8');
      expect(raw).toContain(`From: ${DEFAULT_MAIL_FROM}`);
      expect(raw).toContain('To: noor@example.com');
      expect(raw).toMatch(/^012345$/m);
      expect(raw).toContain('Content-Type: text/html; charset=utf-8');
    }
  });

  it('MAIL_FROM sets the sender', async () => {
    const mailer = createMailer(
      { smtpUrl: undefined, dataDir },
      { MAIL_FROM: 'Zujaj Shop <shop@zujaj.example>' },
    );
    await mailer.send(message);
    const [name] = fs.readdirSync(outboxDir(dataDir));
    const raw = fs.readFileSync(path.join(outboxDir(dataDir), name!), 'utf8');
    expect(raw).toContain('From: Zujaj Shop <shop@zujaj.example>');
  });

  it('with SMTP_URL sends over SMTP (here: nobody listening) and writes no outbox', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', dataDir }, {});
    await expect(mailer.send(message)).rejects.toThrow();
    expect(fs.existsSync(outboxDir(dataDir))).toBe(false);
  });
});

describe('resetCodeMail', () => {
  it('is bilingual, Arabic first, with the code and an escaped link to the reset screen', () => {
    const mail = resetCodeMail({
      to: 'a+b@example.com',
      code: '987654',
      publicUrl: 'https://shop.example',
      validMinutes: 10,
    });
    expect(mail.subject).toBe('رمز إعادة تعيين كلمة المرور | Zujaj password reset code');
    expect(mail.text.indexOf('رمز التحقق')).toBeLessThan(mail.text.indexOf('Your code is'));
    expect(mail.text).toContain('https://shop.example/reset-password?email=a%2Bb%40example.com');
    expect(mail.text.match(/^987654$/gm)).toHaveLength(2);
    expect(mail.html).toContain(
      'href="https://shop.example/reset-password?email=a%2Bb%40example.com"',
    );
    expect(mail.html).toContain('<div dir="rtl" lang="ar">');
    expect(mail.html).toContain('<div dir="ltr" lang="en">');
  });
});

describe('the recipient (mail goes to the parsed address only)', () => {
  it.each(['<v@x.com>', 'v@x.com,', '"n"<v@x.com>', 'v@x.com, w@y.com', 'v@x.com\nBcc: w@y.com'])(
    'refuses %j before sending anything',
    async (to) => {
      const mailer = createMailer({ smtpUrl: undefined, dataDir }, {});
      await expect(mailer.send({ ...message, to })).rejects.toThrow(/plain e-mail address/);
      expect(fs.existsSync(outboxDir(dataDir))).toBe(false);
    },
  );

  it('sends to that one mailbox: one To address, nothing else', async () => {
    const mailer = createMailer({ smtpUrl: undefined, dataDir }, {});
    await mailer.send({ ...message, to: ' Noor@example.com ' });
    const [name] = fs.readdirSync(outboxDir(dataDir));
    const raw = fs.readFileSync(path.join(outboxDir(dataDir), name!), 'utf8');
    const headers = raw.slice(0, raw.indexOf('\n\n'));
    expect(headers.match(/^To: .*$/gm)).toEqual(['To: Noor@example.com']);
    expect(headers).not.toMatch(/^(Cc|Bcc):/m);
  });
});
