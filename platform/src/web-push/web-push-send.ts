import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
export type PushOutcome = 'sent' | 'gone' | 'failed';

const SEND_TIMEOUT_MS = 10_000;
const VAPID_TOKEN_HOURS = 12;

/**
 * A VAPID token is an ES256-signed JWT per push service origin, valid up to 24 h: signing it once per
 * origin and reusing it for 12 h spares a signature on every message.
 */
const vapidTokens = new Map<string, { authorization: string; renewAt: number }>();

function vapidAuthorization(endpoint: string, vapid: VapidKeys, now = Date.now()): string {
  const audience = new URL(endpoint).origin;
  const key = `${audience} ${vapid.publicKey}`;
  const cached = vapidTokens.get(key);
  if (cached && cached.renewAt > now) return cached.authorization;
  const expiration = Math.floor(now / 1000) + VAPID_TOKEN_HOURS * 3600;
  const headers = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    expiration,
  );
  const authorization = String(headers.Authorization);
  vapidTokens.set(key, { authorization, renewAt: now + (VAPID_TOKEN_HOURS - 1) * 3600_000 });
  return authorization;
}

/**
 * Encrypts the payload and signs the request with `web-push` (RFC 8291 / 8292), then sends it with
 * fetch: a timeout per request, keep-alive connections, and plain http for an allowlisted local push
 * service. 404/410 means the subscription no longer exists. Shared by the API (test notification)
 * and the push worker (alerts).
 */
export async function sendWebPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys,
  ttlSeconds = 3600,
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(target, payload, {
    headers: { Authorization: vapidAuthorization(target.endpoint, vapid) },
    contentEncoding: 'aes128gcm',
    TTL: ttlSeconds,
  });
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      redirect: 'error',
    });
    await response.arrayBuffer();
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
