/**
 * A case-insensitive "equals" for Prisma string filters. On PostgreSQL Prisma compiles
 * `mode: "insensitive"` to ILIKE without escaping the pattern, so "_" and "%" in the value would
 * match any character ("anna_lee" would find "annaXlee"): they are escaped here.
 */
export const equalsIgnoringCase = (value: string) => ({ equals: value.replace(/[\\%_]/g, "\\$&"), mode: "insensitive" as const });
