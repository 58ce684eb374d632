/** Phones and small tablets: the spec gives them fewer retries and a longer stale time. */
export function isMobileDevice(): boolean {
  if (typeof window === 'undefined') return false;
  const narrow = window.matchMedia?.('(max-width: 768px)').matches ?? false;
  return narrow || /Android|iPhone|iPad|iPod|Mobile/i.test(window.navigator.userAgent);
}
