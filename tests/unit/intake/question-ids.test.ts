import { describe, expect, it } from "vitest";
import { questionIdFrom } from "@/lib/validations/intake-form";
import { definitionSchema } from "@/lib/validations/intake";

// A new question's id is made from its label, unique within the form, and valid for the definition.

describe("a new question's id", () => {
  it("is the label's words in lower case joined by hyphens", () => {
    expect(questionIdFrom("Are you currently pregnant?", new Set())).toBe("are-you-currently-pregnant");
    expect(questionIdFrom("Café & naïve: sleep (0–10)", new Set())).toBe("cafe-naive-sleep-0-10");
  });

  it("gets -2, -3 ... when the form has it already, and a word when the label has none", () => {
    expect(questionIdFrom("Goal", new Set(["goal", "goal-2"]))).toBe("goal-3");
    expect(questionIdFrom("?!", new Set())).toBe("question");
  });

  it("is short enough for the definition's id rule", () => {
    const id = questionIdFrom("x".repeat(300), new Set());
    const question = { id, kind: "short_text", label: "Long" };
    expect(definitionSchema.safeParse({ sections: [{ id: "s", title: "S", questions: [question] }] }).success).toBe(true);
  });
});
