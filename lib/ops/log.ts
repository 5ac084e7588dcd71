// Structured logs: one JSON object per line on stdout/stderr, so the owner's host (Vercel, a
// journald/Loki/CloudWatch setup) can search them. Callers pass only what is safe to keep: never
// passwords, tokens, cookies, card data or request bodies.

type Level = "info" | "warn" | "error";

const quiet = () => process.env.NODE_ENV === "test" && process.env.LOG_REQUESTS !== "1";

export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  if (quiet() && level !== "error") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }, (_key, value) =>
    value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
  );
  (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
}
