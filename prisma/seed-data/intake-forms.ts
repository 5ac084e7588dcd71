import type { IntakeDefinition } from "../../lib/validations/intake";

// The starting intake questionnaires (created when missing, by name; once there they are the
// owner's to edit, version or retire). Question ids never change, so later versions reuse answers.

type SeedQuestion = Partial<IntakeDefinition["sections"][number]["questions"][number]> &
  Pick<IntakeDefinition["sections"][number]["questions"][number], "id" | "kind" | "label">;
type SeedForm = {
  name: string;
  intro: string;
  serviceSlugs: string[];
  sections: { id: string; title: string; description?: string; questions: SeedQuestion[] }[];
};

const yesNoFlagged = (id: string, label: string, help = ""): SeedQuestion => ({
  id,
  kind: "yes_no",
  label,
  help,
  required: true,
  flagAnswers: ["yes"],
});

export const intakeForms: SeedForm[] = [
  {
    name: "Hypnotherapy intake",
    intro: "A few questions before our first session, so I can prepare it for you.",
    serviceSlugs: ["hypnotherapy-virtual-session", "hypnotherapy-in-person-session", "smoking-cessation-program"],
    sections: [
      {
        id: "what-brings-you-here",
        title: "What brings you here",
        questions: [
          { id: "goal", kind: "long_text", label: "What would you like to change or work on?", required: true },
          { id: "tried-before", kind: "long_text", label: "What have you already tried?" },
          { id: "how-long", kind: "short_text", label: "How long has this been going on?" },
        ],
      },
      {
        id: "health",
        title: "Health",
        description: "Hypnotherapy is safe for most people; a few conditions need a conversation first.",
        questions: [
          { id: "medications", kind: "long_text", label: "Which medications do you currently take?", help: "Leave empty if none." },
          yesNoFlagged("epilepsy", "Have you been diagnosed with epilepsy or seizures?"),
          yesNoFlagged("psychosis", "Have you been diagnosed with psychosis, schizophrenia or bipolar disorder?"),
          yesNoFlagged("pregnant", "Are you currently pregnant?"),
          yesNoFlagged("recent-trauma", "Have you lived through a trauma in the last 6 months that still affects you?"),
          {
            id: "mental-health-care",
            kind: "yes_no",
            label: "Are you currently under a doctor's or therapist's care for your mental health?",
            required: true,
          },
        ],
      },
      {
        id: "about-you",
        title: "About you",
        questions: [
          {
            id: "sleep",
            kind: "scale",
            label: "How well do you sleep?",
            min: 0,
            max: 10,
            minLabel: "Very badly",
            maxLabel: "Very well",
          },
          {
            id: "heard-about-us",
            kind: "single_choice",
            label: "How did you hear about us?",
            options: ["A friend or family member", "A search engine", "Social media", "A doctor or therapist", "Other"],
          },
          {
            id: "tell-health-changes",
            kind: "acknowledge",
            label: "I will tell you about any change to my health before a session.",
            required: true,
          },
        ],
      },
    ],
  },
  {
    name: "Yoga health form",
    intro: "A few questions about your health, so the practice can be adapted to your body.",
    serviceSlugs: ["private-yoga-virtual", "private-yoga-in-person", "restorative-yoga-nidra"],
    sections: [
      {
        id: "your-health",
        title: "Your health",
        questions: [
          { id: "injuries", kind: "long_text", label: "Do you have any injuries or pain?", help: "Where, and since when." },
          {
            id: "conditions",
            kind: "multiple_choice",
            label: "Do any of these apply to you?",
            options: ["High blood pressure", "Heart condition", "Back or neck problems", "Joint problems", "Asthma", "None"],
            flagAnswers: ["Heart condition"],
            required: true,
          },
          yesNoFlagged("recent-surgery", "Have you had surgery in the last 6 months?"),
          yesNoFlagged("pregnant", "Are you currently pregnant?"),
        ],
      },
      {
        id: "your-practice",
        title: "Your practice",
        questions: [
          {
            id: "experience",
            kind: "single_choice",
            label: "How much yoga have you practised?",
            options: ["None yet", "A little", "Regularly", "Many years"],
          },
          {
            id: "tell-health-changes",
            kind: "acknowledge",
            label: "I will tell you about any change to my health before a session.",
            required: true,
          },
        ],
      },
    ],
  },
];
