import { addDays, isDateKey, startOfLocalDay } from "@/lib/booking/dates";

// The owner's search box: words, and dates as she would type them. Every word must match
// (client first or last name, email, service name, payment ID where searched); a word that is a
// date matches appointments on that day in the practice's time zone. "Anna Lee" finds Anna Lee,
// "2026-12-03", "12/03/2026", "12/3/2026", "Dec 3, 2026" and "December 3 2026" find that day,
// "2026-12" and "12/2026" that month.

export type DayRange = { from: Date; to: Date };
export type ParsedSearch = { terms: string[]; ranges: DayRange[] };

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** yyyy-MM-dd of y/m/d if it is a real date, else null. */
function dateKey(y: number, m: number, d: number): string | null {
  const key = `${y}-${pad(m)}-${pad(d)}`;
  return isDateKey(key) ? key : null;
}

/** The local days [from, to) of a date key, as instants. */
export function dayRange(fromKey: string, toKeyInclusive: string = fromKey): DayRange {
  return { from: startOfLocalDay(fromKey), to: startOfLocalDay(addDays(toKeyInclusive, 1)) };
}

/** The local month "yyyy-MM" as instants. */
export function monthRange(month: string): DayRange {
  const [y, m] = month.split("-").map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
  return { from: startOfLocalDay(`${month}-01`), to: startOfLocalDay(`${next}-01`) };
}

/** A single token that is a date or a month, as a range; else null. */
export function parseDateToken(token: string): DayRange | null {
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(token);
  if (m) {
    const key = dateKey(+m[1], +m[2], +m[3]);
    return key ? dayRange(key) : null;
  }
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(token); // US order: month/day/year
  if (m) {
    const key = dateKey(+m[3], +m[1], +m[2]);
    return key ? dayRange(key) : null;
  }
  m = /^(\d{4})-(\d{1,2})$/.exec(token) ?? null;
  if (m && +m[2] >= 1 && +m[2] <= 12) return monthRange(`${m[1]}-${pad(+m[2])}`);
  m = /^(\d{1,2})\/(\d{4})$/.exec(token);
  if (m && +m[1] >= 1 && +m[1] <= 12) return monthRange(`${m[2]}-${pad(+m[1])}`);
  return null;
}

/** "Dec 3, 2026", "December 3 2026", "Thu, Dec 3, 2026" anywhere in the text: the day and the rest. */
function extractWrittenDates(text: string): { ranges: DayRange[]; rest: string } {
  const ranges: DayRange[] = [];
  const rest = text.replace(
    /\b(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/gi,
    (whole, month: string, day: string, year: string) => {
      const index = MONTHS.indexOf(month.slice(0, 3).toLowerCase());
      const full = [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
      ][index];
      if (index < 0 || !full.startsWith(month.toLowerCase())) return whole;
      const key = dateKey(+year, index + 1, +day);
      if (!key) return whole;
      ranges.push(dayRange(key));
      return " ";
    },
  );
  return { ranges, rest };
}

const MAX_TERMS = 8;

export function parseSearch(input: string | undefined | null): ParsedSearch {
  const text = (input ?? "").trim().slice(0, 200);
  if (!text) return { terms: [], ranges: [] };
  const { ranges, rest } = extractWrittenDates(text);
  const terms: string[] = [];
  for (const token of rest.split(/\s+/).filter(Boolean)) {
    const range = parseDateToken(token.replace(/,$/, ""));
    if (range) ranges.push(range);
    else terms.push(token);
  }
  return { terms: terms.slice(0, MAX_TERMS), ranges };
}

/** LIKE pattern for a term: its %, _ and \ match themselves. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
