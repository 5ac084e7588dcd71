// The practice's services. Prices in cents (0: free); durations in minutes, whole booking slots
// except the older 45-minute Yoga Nidra. The flags left out take the schema's defaults. The site
// lists them by sortOrder: their position here unless they give one.
export const services = [
  {
    slug: "hypnotherapy-virtual-session",
    name: "Clinical Hypnotherapy (Virtual)",
    category: "hypnotherapy",
    duration: 60,
    isVirtual: true,
    price: 12000,
    description:
      "A one-on-one hypnotherapy session by video call for stress, anxiety, sleep or confidence. We agree your goal, then work with guided relaxation and suggestion you can practise at home.",
  },
  {
    slug: "hypnotherapy-in-person-session",
    name: "Clinical Hypnotherapy (In-Person)",
    category: "hypnotherapy",
    duration: 60,
    isVirtual: false,
    price: 14000,
    description:
      "A private session in our quiet Asheville studio. Ideal for pain management, IBS or letting go of fear and negative thought patterns, with a take-home recording.",
  },
  {
    slug: "smoking-cessation-program",
    name: "Smoking Cessation Program",
    category: "hypnotherapy",
    duration: 90,
    isVirtual: true,
    price: 19500,
    description:
      "An extended single session designed to help you become a non-smoker, with a personalised plan, hypnotic reinforcement and a follow-up audio for the weeks after.",
  },
  {
    slug: "private-yoga-virtual",
    name: "Private Yoga (Virtual)",
    category: "yoga",
    duration: 60,
    isVirtual: true,
    price: 8500,
    description:
      "A private yoga class by video call, adapted to your body, level and goals: mobility, strength, breath work or a calmer mind. All you need is a mat and a little space.",
  },
  {
    slug: "private-yoga-in-person",
    name: "Private Yoga (In-Person)",
    category: "yoga",
    duration: 75,
    isVirtual: false,
    price: 10500,
    description:
      "Hands-on guidance in the studio with alignment cues and props. A good start for beginners, for returning after injury or for deepening an established practice.",
  },
  {
    slug: "restorative-yoga-nidra",
    name: "Restorative Yoga & Yoga Nidra",
    category: "yoga",
    duration: 45,
    isVirtual: true,
    price: 6500,
    description:
      "Gentle supported postures followed by a guided yoga nidra relaxation. Deeply calming for stress, tension and poor sleep, and suitable for every level.",
  },
  {
    slug: "free-consultation",
    name: "Free 30-minute consultation",
    category: "hypnotherapy",
    duration: 30,
    isVirtual: true,
    price: 0,
    newClientsOnly: true,
    onePerClient: true,
    consentRequired: false,
    // Added after the first six, so their ids on a fresh database stay 1 to 6; listed first in
    // hypnotherapy all the same.
    sortOrder: -1,
    description:
      "A free, no-obligation video call for new clients: tell me what you would like to change, ask your questions and find out whether hypnotherapy suits you.",
  },
] as const;
