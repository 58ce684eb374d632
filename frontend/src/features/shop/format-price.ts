/** Cents as dollars with 2 decimals: 2499 → "$24.99". */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
