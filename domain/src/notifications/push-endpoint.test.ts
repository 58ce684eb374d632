import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint, parseAllowlist } from './push-endpoint.ts';

describe('push endpoint allowlist', () => {
  it('accepts https endpoints of the known push services', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', [])).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QGx', [])).toBe(true);
    expect(isAllowedPushEndpoint('https://wns2-par02p.notify.windows.com/w/?token=x', [])).toBe(true);
  });

  it('refuses other hosts, plain http, odd ports and credentials', () => {
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', [])).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/x', [])).toBe(false);
    expect(isAllowedPushEndpoint('https://169.254.169.254/latest/meta-data', [])).toBe(false);
    expect(isAllowedPushEndpoint('https://evil.example/fcm.googleapis.com', [])).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x', [])).toBe(false);
    expect(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x', [])).toBe(false);
    expect(isAllowedPushEndpoint('not a url', [])).toBe(false);
  });

  it('accepts hosts on PUSH_ENDPOINT_ALLOWLIST, http included', () => {
    const allowlist = parseAllowlist(' 127.0.0.1:8090 , push.local ');
    expect(allowlist).toEqual(['127.0.0.1:8090', 'push.local']);
    expect(isAllowedPushEndpoint('http://127.0.0.1:8090/notify/abc', allowlist)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:8091/notify/abc', allowlist)).toBe(false);
    expect(isAllowedPushEndpoint('https://push.local/x', allowlist)).toBe(true);
  });
});
