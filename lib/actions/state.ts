// What a form's server action answers, shared by the server (lib/actions/define.ts) and the form
// (components/ui/action-form.tsx). Plain data: it crosses the network and, when the form was posted
// before the page hydrated, renders the page again with what was typed and what went wrong.
import type { z } from "zod";
import type { FieldErrors } from "@/lib/errors";

/** Typed values as posted, to show again after a refusal (never passwords or files). */
export type EchoedValues = Record<string, string | string[]>;

export type FormState<Data = unknown> =
  | { status: "idle" }
  | { status: "success"; message?: string; data?: Data; values?: EchoedValues; at: number }
  | {
      status: "error";
      message: string;
      fieldErrors?: FieldErrors;
      values?: EchoedValues;
      /** The refusal's HTTP status as the JSON route answers it (409: the data changed since it was read). */
      httpStatus?: number;
      at: number;
    };

export const IDLE: FormState<never> = { status: "idle" };

/** The signature `useActionState` takes: the previous state and the posted form. */
export type FormAction<Data = unknown> = (previous: FormState<Data>, formData: FormData) => Promise<FormState<Data>>;

// The few zod wrappers a form field's schema comes in; the kind underneath decides how the posted
// text is read (a checkbox is absent when unticked, a number arrives as text, a list repeats).
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function unwrap(schema: z.ZodType): Def {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return unwrap(def.innerType);
  if (def.type === "pipe" && def.in) return unwrap(def.in);
  return def;
}

/**
 * The object a JSON client would have sent, read from a posted form by the schema's field kinds:
 * booleans from checkboxes ("on", "true"), numbers from text (blank is absent), arrays from
 * repeated names, strings as typed. Fields the schema does not name are left out.
 */
export function fromFormData(schema: z.ZodType, formData: FormData): Record<string, unknown> {
  const shape = unwrap(schema).shape;
  if (!shape) return Object.fromEntries([...formData.entries()].filter(([key]) => !key.startsWith("$ACTION")));
  const input: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const kind = unwrap(field).type;
    const value = formData.get(key);
    if (kind === "boolean") input[key] = value === "on" || value === "true";
    else if (kind === "array") input[key] = formData.getAll(key).filter((v) => typeof v === "string");
    else if (typeof value !== "string") continue;
    else if (kind === "number" || kind === "int") input[key] = value.trim() === "" ? undefined : Number(value);
    else input[key] = value;
  }
  return input;
}
