import 'server-only';
import { clientIp } from '@/features/phone/server/client-ip';

/**
 * Whom an attempt counts against in per-client rate limits: the client's IP address (see clientIp
 * for which header is trusted). When no address can be trusted, the forwarding header as sent, so
 * that visitors behind different proxies do not share one allowance.
 */
export function rateLimitKey(requestHeaders: Headers): string {
  const ip = clientIp(requestHeaders);
  if (ip) return ip;
  const forwarded = requestHeaders.get('x-forwarded-for');
  return forwarded ? `forwarded:${forwarded.slice(0, 200)}` : 'unknown';
}
