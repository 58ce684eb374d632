/**
 * A push endpoint comes from the browser, so sending to it is a request to an address a user chose.
 * Only https endpoints of the browsers' push services are accepted, plus hosts an operator lists
 * (`PUSH_ENDPOINT_ALLOWLIST`, e.g. a local push service in tests), which may be plain http.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
];
const PUSH_SERVICE_SUFFIXES = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

export function isAllowedPushEndpoint(endpoint: string, allowlist: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowlist.includes(url.host) || allowlist.includes(url.hostname)) {
    return url.protocol === 'https:' || url.protocol === 'http:';
  }
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

export function parseAllowlist(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}
