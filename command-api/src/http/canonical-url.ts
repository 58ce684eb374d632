const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * One spelling per path: a percent-encoded letter, digit or `-._~` means the same as the plain one
 * (RFC 3986 §6.2.2.2), and the router decodes it before matching. Applied before routing, so every hook
 * (sessions, visitor cookie, cross-site checks) sees the path the router matched: `/%61pi/` is `/api/`.
 */
export function canonicalUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const canonical = path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape.toUpperCase();
  });
  return queryAt === -1 ? canonical : canonical + url.slice(queryAt);
}
