import { describe, expect, it } from "vitest";
import { answersSchema, definitionSchema, flaggedQuestionIds, INTAKE_MESSAGES, prefillAnswers } from "@/lib/validations/intake";

// A form is data: answers are validated against the form's own definition, by the schema built from it.

const definition = definitionSchema.parse({
  sections: [
    {
      id: "health",
      title: "Your health",
      questions: [
        { id: "goal", kind: "long_text", label: "What would you like to change?", required: true },
        { id: "epilepsy", kind: "yes_no", label: "Have you been diagnosed with epilepsy?", required: true, flagAnswers: ["yes"] },
        { id: "sleep", kind: "scale", label: "How well do you sleep?", min: 0, max: 10 },
        {
          id: "areas",
          kind: "multiple_choice",
          label: "Where do you feel tension?",
          options: ["Neck", "Back", "Jaw", "None of these"],
          flagAnswers: ["Back"],
        },
        { id: "born", kind: "date", label: "Date of birth" },
        { id: "ok", kind: "acknowledge", label: "I will tell you about changes to my health.", required: true },
      ],
    },
  ],
});

describe("intake answers, checked by the form's own rules", () => {
  it("accepts a complete answer set and drops answers to questions the form does not ask", () => {
    const answers = answersSchema(definition).parse({ goal: "Sleep better", epilepsy: "no", sleep: "4", ok: true, stray: "x" });
    expect(answers).toEqual({ goal: "Sleep better", epilepsy: "no", sleep: 4, ok: true });
  });

  it("names each missing or malformed answer by its question", () => {
    const result = answersSchema(definition).safeParse({ epilepsy: "maybe", sleep: 11, areas: ["Knee"], born: "2027-02-30" });
    expect(result.success).toBe(false);
    const byQuestion = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byQuestion).toEqual({
      goal: INTAKE_MESSAGES.required,
      epilepsy: INTAKE_MESSAGES.choice,
      sleep: INTAKE_MESSAGES.range(0, 10),
      areas: INTAKE_MESSAGES.choices,
      born: INTAKE_MESSAGES.date,
      ok: INTAKE_MESSAGES.acknowledge,
    });
  });

  it("refuses “None” ticked with another answer of the same question, except in a draft", () => {
    const answers = { goal: "Sleep better", epilepsy: "no", ok: true, areas: ["Back", "None of these"] };
    const result = answersSchema(definition).safeParse(answers);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["areas", INTAKE_MESSAGES.noneWithOthers("None of these")]]);
    expect(answersSchema(definition).parse({ ...answers, areas: ["None of these"] }).areas).toEqual(["None of these"]);
    expect(answersSchema(definition, { draft: true }).parse(answers).areas).toEqual(["Back", "None of these"]);
  });

  it("lets a draft leave required questions empty, still typed", () => {
    expect(answersSchema(definition, { draft: true }).parse({ goal: "Half a thought" })).toEqual({ goal: "Half a thought" });
    expect(answersSchema(definition, { draft: true }).safeParse({ sleep: "lots" }).success).toBe(false);
  });

  it("flags the answers the owner marked for review", () => {
    expect(flaggedQuestionIds(definition, { epilepsy: "yes", areas: ["Neck", "Back"] })).toEqual(["epilepsy", "areas"]);
    expect(flaggedQuestionIds(definition, { epilepsy: "no", areas: ["Neck"] })).toEqual([]);
  });

  it("prefills a new version with the last answers that still fit its questions", () => {
    expect(prefillAnswers(definition, { goal: "Calm", sleep: 42, areas: ["Jaw"], gone: "x" })).toEqual({ goal: "Calm", areas: ["Jaw"] });
  });

  it("refuses a definition that flags an answer the question does not offer, or repeats an id", () => {
    const bad = (questions: unknown[]) => definitionSchema.safeParse({ sections: [{ id: "s", title: "S", questions }] }).success;
    expect(bad([{ id: "a", kind: "yes_no", label: "A?", flagAnswers: ["perhaps"] }])).toBe(false);
    expect(
      bad([
        { id: "a", kind: "short_text", label: "A?" },
        { id: "a", kind: "short_text", label: "B?" },
      ]),
    ).toBe(false);
    expect(bad([{ id: "c", kind: "single_choice", label: "C?", options: ["One"] }])).toBe(false);
  });
});
