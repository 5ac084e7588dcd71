import { describe, expect, it } from "vitest";
import { intakeForms } from "@/prisma/seed-data/intake-forms";
import { services } from "@/prisma/seed-data/services";
import { answersSchema, definitionSchema, flaggedQuestionIds } from "@/lib/validations/intake";

// The starting questionnaires are valid forms, attached to services that exist, the free consultation asking none.

describe("the seed intake forms", () => {
  it.each(intakeForms.map((f) => [f.name, f] as const))("%s is a valid definition", (_name, form) => {
    const parsed = definitionSchema.safeParse({ sections: form.sections });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("attach only services the seed creates, each to one form, never the free consultation", () => {
    const slugs = intakeForms.flatMap((f) => f.serviceSlugs);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(services.map((s) => s.slug)).toContain(slug);
    expect(slugs).not.toContain("free-consultation");
  });

  it("flag a hypnotherapy client who answers yes to epilepsy, but not to being under a therapist's care", () => {
    const definition = definitionSchema.parse({ sections: intakeForms[0]!.sections });
    expect(answersSchema(definition, { draft: true }).safeParse({}).success).toBe(true);
    expect(flaggedQuestionIds(definition, { epilepsy: "yes", "mental-health-care": "yes" })).toEqual(["epilepsy"]);
  });
});
