// The packages the practice starts with (the owner edits or retires them in the admin): programs
// for hypnotherapy and packs for yoga. Prices in cents; each covers the services named by slug.
export const packages = [
  {
    slug: "hypnotherapy-three-session-program",
    name: "Hypnotherapy Program: 3 Sessions",
    description:
      "Three one-on-one hypnotherapy sessions, virtual or in person, to work on one goal over a few weeks: stress, sleep, confidence or a habit you want to change.",
    sessions: 3,
    priceCents: 33000,
    validDays: 180,
    serviceSlugs: ["hypnotherapy-virtual-session", "hypnotherapy-in-person-session"],
  },
  {
    slug: "stop-smoking-program",
    name: "Stop-Smoking Program: 3 Sessions and a Booster",
    description:
      "The smoking cessation session, two follow-up sessions and a booster a few weeks later, when the first cravings have passed. Book them in any order that suits you.",
    sessions: 4,
    priceCents: 62000,
    validDays: 180,
    serviceSlugs: ["smoking-cessation-program", "hypnotherapy-virtual-session", "hypnotherapy-in-person-session"],
  },
  {
    slug: "anxiety-relief-program",
    name: "Calm Mind: 6 Sessions for Anxiety",
    description:
      "Six hypnotherapy sessions over two to three months to understand what sets your anxiety off and to practise calm responses, with recordings to use between sessions.",
    sessions: 6,
    priceCents: 66000,
    validDays: 240,
    serviceSlugs: ["hypnotherapy-virtual-session", "hypnotherapy-in-person-session"],
  },
  {
    slug: "yoga-5-pack",
    name: "Private Yoga 5-Pack",
    description: "Five private yoga classes, virtual or in the studio, including Restorative Yoga & Yoga Nidra.",
    sessions: 5,
    priceCents: 40000,
    validDays: 180,
    serviceSlugs: ["private-yoga-virtual", "private-yoga-in-person", "restorative-yoga-nidra"],
  },
  {
    slug: "yoga-10-pack",
    name: "Private Yoga 10-Pack",
    description:
      "Ten private yoga classes, virtual or in the studio, including Restorative Yoga & Yoga Nidra: a steady practice for the year.",
    sessions: 10,
    priceCents: 75000,
    validDays: 365,
    serviceSlugs: ["private-yoga-virtual", "private-yoga-in-person", "restorative-yoga-nidra"],
  },
];
