// Sample About-page content for a fresh database: the practitioner's credentials (the titles the
// site has always shown, now with an issuing body and a year) and three client testimonials. All
// of it is SAMPLE DATA (docs/decisions.md, C18): the owner
// replaces it with her own in the admin (Profile).

export const sampleCredentials = [
  { title: "Certified Clinical Hypnotherapist", issuer: "Institute of Clinical Hypnosis", year: 2012 },
  { title: "Experienced Registered Yoga Teacher (E-RYT 500)", issuer: "Yoga Alliance", year: 2015 },
  { title: "Certified Yoga Nidra Facilitator", issuer: "Integrative Restoration Institute", year: 2017 },
  { title: "Trauma-Informed Yoga Teacher", issuer: "Center for Trauma and Embodiment", year: 2019 },
  { title: "Mindfulness-Based Stress Reduction Teacher", issuer: "Brown University Mindfulness Center", year: 2020 },
  { title: "Gut-Directed Hypnotherapy for IBS", issuer: "American Society of Clinical Hypnosis", year: 2022 },
] as const;

export const sampleTestimonials = [
  {
    quote: "After six sessions I fall asleep without a podcast in my ears. I had stopped believing that was possible for me.",
    author: "Sarah M.",
    context: "Hypnotherapy for sleep",
  },
  {
    quote: "Maya adapts every pose to my bad knee. I leave each class calmer, and I stand taller at my desk all week.",
    author: "David R.",
    context: "Private yoga",
  },
  {
    quote: "I came in skeptical about hypnotherapy for IBS. Three months on, I plan my days around what I want to do, not around my gut.",
    author: "J.K.",
    context: "Gut-directed hypnotherapy",
  },
] as const;
