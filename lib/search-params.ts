// One way to read a page's query string (kept free of imports: client components use it too).
// Next.js hands a server page `searchParams` as a record whose values are a string, an array
// (the parameter repeated) or missing; a page reads it through `readSearchParams`, which takes the
// first value and gives a typed value or the default for anything missing or invalid. URLs are
// built by each page's own href function from the same names.

export type SearchParams = Record<string, string | string[] | undefined>;

/** The largest page number of a list (?page=): 200 rows a page stay far inside a query's offset. */
export const MAX_PAGE = 100_000;
/** The largest number `positiveInt` reads by default: an id, a PostgreSQL integer. */
const MAX_INTEGER = 2_147_483_647;

/** A server page's `searchParams` prop. */
export type PageSearchParams = Promise<SearchParams>;

type TextOptions = {
  /** The longest text taken (200 characters unless said). */
  max?: number;
  /** Trim surrounding spaces first (search boxes). */
  trim?: boolean;
  /** A rule the value must pass (a date key...); otherwise "". */
  valid?: (value: string) => boolean;
};

export function readSearchParams(params: SearchParams) {
  const raw = (name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    /** Whether the parameter is in the URL at all. */
    has: (name: string) => raw(name) !== undefined,
    /** The parameter's text, "" when missing or invalid. */
    text(name: string, { max = 200, trim = false, valid }: TextOptions = {}): string {
      const value = raw(name) ?? "";
      const text = (trim ? value.trim() : value).slice(0, max);
      return valid && text && !valid(text) ? "" : text;
    },
    /** One of `values`, else `fallback`. */
    oneOf<T extends string, F>(name: string, values: readonly T[], fallback: F): T | F {
      const value = raw(name);
      return value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : fallback;
    },
    /** A whole number from 1 to `max` (by default the largest id), else null. */
    positiveInt(name: string, max = MAX_INTEGER): number | null {
      const value = raw(name);
      const n = value === undefined || value === "" ? NaN : Number(value);
      return Number.isSafeInteger(n) && n > 0 && n <= max ? n : null;
    },
  };
}
