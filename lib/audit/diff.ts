import type { AuditChange, AuditValue } from "./types";

// Before/after of an entry as the fields that changed, for reading: nested objects become
// "parent / child" fields, lists are joined, missing sides are null ("none").

const isObject = (v: unknown): v is Record<string, AuditValue> => typeof v === "object" && v !== null && !Array.isArray(v);

function flatten(value: unknown, prefix = "", into = new Map<string, AuditValue>()): Map<string, AuditValue> {
  if (!isObject(value)) return into;
  for (const [key, v] of Object.entries(value)) {
    const field = prefix ? `${prefix} / ${key}` : key;
    if (isObject(v) && Object.keys(v).length) flatten(v, field, into);
    else into.set(field, v);
  }
  return into;
}

function written(value: AuditValue | undefined): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (Array.isArray(value)) return value.length ? value.map((v) => written(v) ?? "none").join(", ") : null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** The fields whose written value differs between `before` and `after`, in the order they appear. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const a = flatten(before);
  const b = flatten(after);
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  return fields.flatMap((field) => {
    const was = written(a.get(field));
    const is = written(b.get(field));
    return was === is ? [] : [{ field, before: was, after: is }];
  });
}
