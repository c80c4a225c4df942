import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from './mail-catcher.mjs';

/** Sends one message with a bare SMTP conversation, as Directus's nodemailer would. */
function sendMail({ host, port }, { from, to, body }) {
  const script = ['EHLO test', `MAIL FROM:<${from}>`, `RCPT TO:<${to}>`, 'DATA', `${body}\r\n.`, 'QUIT'];
  return new Promise((resolve, reject) => {
    const socket = createConnection(port, host);
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      buffer += chunk;
      // Answer each final reply line (code followed by a space) with the next command.
      const lines = buffer.split('\r\n');
      buffer = lines.pop();
      for (const line of lines) {
        if (!/^\d{3} /.test(line)) continue;
        if (line.startsWith('5')) return reject(new Error(line));
        const next = script.shift();
        if (next !== undefined) socket.write(`${next}\r\n`);
      }
    });
    socket.on('close', resolve);
    socket.on('error', reject);
  });
}

describe('mail catcher', () => {
  let catcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(() => catcher.close());

  it('keeps what it receives and shows it over HTTP', async () => {
    await sendMail(
      { host: catcher.smtpHost, port: catcher.smtpPort },
      {
        from: 'no-reply@example.com',
        to: 'ada@example.com',
        body: 'Subject: Reset your password\r\nContent-Type: text/html\r\n\r\n<p><a href="http://site/account/reset-password?token=abc">Reset</a></p>',
      },
    );
    const messages = await (await fetch(`${catcher.url}/api/messages`)).json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: ['ada@example.com'], subject: 'Reset your password' });
    expect(messages[0].headers).toEqual(['Subject: Reset your password', 'Content-Type: text/html']);
    expect(messages[0].html).toContain('reset-password?token=abc');

    const list = await (await fetch(catcher.url)).text();
    expect(list).toContain('Reset your password');
    const one = await fetch(`${catcher.url}/messages/${messages[0].id}`);
    expect(one.headers.get('content-security-policy')).toContain('sandbox');
    expect(await one.text()).toContain('reset-password?token=abc');

    expect((await fetch(`${catcher.url}/api/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${catcher.url}/api/messages`)).json()).toEqual([]);
  });
});
