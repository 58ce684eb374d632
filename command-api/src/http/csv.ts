/**
 * One CSV cell: RFC 4180 quoting, and a cell starting with = + - @ (or a tab/CR) gets a leading
 * apostrophe, so a spreadsheet never runs someone's text as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly (string | number | null | undefined)[]) =>
  cells.map(csvCell).join(',');
