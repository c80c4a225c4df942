import { createServer as createHttpServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A local mail catcher for development and tests: an SMTP server (no TLS, no authentication) that
 * keeps the last `max` messages in memory, and an HTTP server on loopback that shows them:
 * `GET /` (a list, newest first), `GET /messages/<id>` (one message's HTML), `GET /api/messages`
 * (JSON: id, from, to, subject, text, html, date, and the header lines as sent), `DELETE /api/messages` (forget them all).
 * Nothing leaves the machine.
 */
export async function startMailCatcher({ smtpPort = 0, httpPort = 0, host = '127.0.0.1', max = 200 } = {}) {
  const messages = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'Tessera mail catcher',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.unshift({
            id: String(nextId++),
            from: mail.from?.text ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            date: new Date().toISOString(),
            headers: mail.headerLines.map((header) => header.line),
          });
          messages.length = Math.min(messages.length, max);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, resolve);
  });

  const http = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status, type, body) => response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    if (url.pathname === '/api/messages' && request.method === 'GET') return send(200, 'application/json', JSON.stringify(messages));
    if (url.pathname === '/api/messages' && request.method === 'DELETE') {
      messages.length = 0;
      return response.writeHead(204).end();
    }
    const one = /^\/messages\/(\d+)$/.exec(url.pathname);
    if (one && request.method === 'GET') {
      const message = messages.find((m) => m.id === one[1]);
      if (!message) return send(404, 'text/plain', 'No such message');
      // The message's own HTML, sandboxed so its scripts (if any) cannot run here.
      response.setHeader('content-security-policy', "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'");
      return send(200, 'text/html; charset=utf-8', message.html || `<pre>${escape(message.text)}</pre>`);
    }
    if (url.pathname === '/' && request.method === 'GET') {
      const rows = messages
        .map(
          (m) =>
            `<li><a href="/messages/${m.id}">${escape(m.subject || '(no subject)')}</a> — to ${escape(m.to.join(', '))}, ${escape(m.date)}</li>`,
        )
        .join('');
      return send(
        200,
        'text/html; charset=utf-8',
        `<!doctype html><title>Mail catcher</title><h1>Captured e-mails</h1><ul>${rows || '<li>None yet.</li>'}</ul>`,
      );
    }
    send(404, 'text/plain', 'Not found');
  });
  await new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(httpPort, host, resolve);
  });

  return {
    smtpHost: host,
    smtpPort: smtp.server.address().port,
    url: `http://${host}:${http.address().port}`,
    messages,
    close: async () => {
      http.closeAllConnections();
      await Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => http.close(resolve))]);
    },
  };
}
