/** CSV for the admin exports, safe to open in a spreadsheet. */

// A spreadsheet reads a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | null | undefined): string {
  const v = value ?? '';
  const safe = FORMULA_START.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Every cell quoted, inner quotes doubled, formula-looking cells prefixed with a single quote; lines joined with CRLF. */
export function toCsv(headers: readonly string[], rows: readonly (readonly (string | null | undefined)[])[]): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
