// Words of the home page that are content, not layout, kept in one place.

/** What a hypnotherapy session with the practitioner helps with. */
export const hypnotherapyBenefits = [
  "Stay calm",
  "Let go of fear and negative thoughts",
  "Boost confidence and happiness",
  "Unlock the subconscious",
] as const;

/** Topics the practice's hypnotherapy sessions address. */
export const hypnotherapyTopics = [
  "Weight loss",
  "IBS",
  "Anxiety",
  "Smoking cessation",
  "Pain management",
  "Sleep",
  "Trauma",
  "Alcohol",
] as const;

export const features = [
  {
    title: "Personalized Approach",
    description: "Each session is tailored to your individual needs and goals, so you work on what matters to you.",
    icon: "personal",
  },
  {
    title: "Certified Practitioners",
    description: "Experienced, certified professionals in both yoga and hypnotherapy guide every session.",
    icon: "certified",
  },
  {
    title: "Flexible Sessions",
    description: "Meet in person at our studio or virtually via video call, whichever suits your life.",
    icon: "flexible",
  },
] as const;
