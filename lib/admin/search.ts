import { addDays, isDateKey, startOfLocalDay } from "@/lib/booking/dates";

// The owner's search box: words, and dates as she would type them or read them in her lists.
// Every word must match (client first or last name, email, service name, payment ID where
// searched); a word that is a date matches appointments on that day in the practice's time zone.
// "Anna Lee" finds Anna Lee, "2026-12-03", "12/03/2026", "12/3/2026", "Dec 3, 2026" and
// "December 3 2026" find that day, "2026-12" and "12/2026" that month. A day without a year, as the
// lists show it ("Nov 30", "November 30", "Mon, Nov 30", "11/30"), finds that day in every year.

export type DayRange = { from: Date; to: Date };
/** A calendar day without a year (month 1-12, day 1-31): that day in every year. */
export type MonthDay = { month: number; day: number };
export type ParsedSearch = { terms: string[]; ranges: DayRange[]; everyYear: MonthDay[] };

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** A day without a year if some year has it (February 29 is a leap year's). */
function monthDay(month: number, day: number): MonthDay | null {
  return dateKey(2000, month, day) ? { month, day } : null;
}

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

const FULL_MONTHS = [
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
];

/**
 * "Dec 3, 2026", "December 3 2026", "Thu, Dec 3, 2026" anywhere in the text: that day; "Dec 3",
 * "dec. 3rd", "Thu, Dec 3": that day in every year. Returns them and the rest of the text.
 */
function extractWrittenDates(text: string): { ranges: DayRange[]; everyYear: MonthDay[]; rest: string } {
  const ranges: DayRange[] = [];
  const everyYear: MonthDay[] = [];
  const rest = text.replace(
    /\b(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4})\b)?/gi,
    (whole, month: string, day: string, year: string | undefined) => {
      const index = MONTHS.indexOf(month.slice(0, 3).toLowerCase());
      if (index < 0 || !FULL_MONTHS[index].startsWith(month.toLowerCase())) return whole;
      if (year === undefined) {
        const found = monthDay(index + 1, +day);
        if (!found) return whole;
        everyYear.push(found);
        return " ";
      }
      const key = dateKey(+year, index + 1, +day);
      if (!key) return whole;
      ranges.push(dayRange(key));
      return " ";
    },
  );
  return { ranges, everyYear, rest };
}

const MAX_TERMS = 8;

export function parseSearch(input: string | undefined | null): ParsedSearch {
  const text = (input ?? "").trim().slice(0, 200);
  if (!text) return { terms: [], ranges: [], everyYear: [] };
  const { ranges, everyYear, rest } = extractWrittenDates(text);
  const terms: string[] = [];
  for (const token of rest.split(/\s+/).filter(Boolean)) {
    const bare = token.replace(/,$/, "");
    const range = parseDateToken(bare);
    const m = /^(\d{1,2})\/(\d{1,2})$/.exec(bare); // US order without a year: month/day
    const day = m ? monthDay(+m[1], +m[2]) : null;
    if (range) ranges.push(range);
    else if (day) everyYear.push(day);
    else terms.push(token);
  }
  return { terms: terms.slice(0, MAX_TERMS), ranges, everyYear };
}

/** LIKE pattern for a term: its %, _ and \ match themselves. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
