import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/** Form-encoded Stripe parameters (`metadata[order_id]=…`) to a nested object. */
function parseForm(body) {
  const result = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let target = result;
    for (const part of path.slice(0, -1)) target = target[part] ??= {};
    target[path.at(-1)] = value;
  }
  return result;
}

const id = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The parts of Stripe's HTTP API Tessera uses, on a free loopback port, for tests: create and read
 * PaymentIntents, with Idempotency-Key replays as Stripe does them. `GET /__requests` lists what it
 * received; `GET /__intents/<id>` shows an intent without authentication.
 */
export async function startStripeStub() {
  const intents = new Map();
  const replays = new Map();
  const requests = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const send = (status, data) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(data));
      };
      const url = new URL(request.url ?? '/', 'http://stub');
      if (url.pathname === '/__requests') return send(200, requests);
      if (url.pathname.startsWith('/__intents/')) {
        const intent = intents.get(url.pathname.slice('/__intents/'.length));
        return intent ? send(200, intent) : send(404, { error: { type: 'invalid_request_error', message: 'No such intent' } });
      }
      const params = parseForm(body);
      const idempotencyKey = request.headers['idempotency-key'] ?? null;
      requests.push({ method: request.method, path: url.pathname, params, idempotencyKey });
      if (!/^Bearer sk_test_/.test(request.headers.authorization ?? '')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        if (idempotencyKey && replays.has(idempotencyKey)) return send(200, replays.get(idempotencyKey));
        const amount = Number(params.amount);
        if (!Number.isSafeInteger(amount) || amount <= 0 || !params.currency) {
          return send(400, { error: { type: 'invalid_request_error', message: 'Invalid amount or currency' } });
        }
        const intentId = id('pi');
        const intent = {
          id: intentId,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: params.currency,
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
          receipt_email: params.receipt_email ?? null,
          metadata: params.metadata ?? {},
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        };
        intents.set(intentId, intent);
        if (idempotencyKey) replays.set(idempotencyKey, intent);
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && match && intents.has(match[1])) return send(200, intents.get(match[1]));
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    intents,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
