import Papa from "papaparse";

// The owner's CSV downloads (payments, reports, sales tax): one way to write them.

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab, CR or LF, also after
 * spaces) gets a leading apostrophe. Papaparse's own `escapeFormulae: true` misses such a cell
 * when it continues on another line, so the pattern is ours. A plain negative amount ("-8.70", a
 * month's refunds above its sales) is a number, not a formula, and stays one.
 */
export const FORMULA_START = /^(?:[\t\r\n]|\s*[=+@]|\s*-(?!\d+(?:\.\d+)?$))/;

/** A table as CSV text: formulas neutralised, CRLF lines, a byte-order mark so Excel reads UTF-8. */
export function toCsv(table: { fields: readonly string[]; data: (string | number)[][] }): string {
  const csv = Papa.unparse(
    { fields: [...table.fields], data: table.data },
    { escapeFormulae: FORMULA_START, newline: "\r\n", quotes: false },
  );
  return `\uFEFF${csv}\r\n`;
}
