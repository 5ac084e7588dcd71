// Content of the About page. Images live in public/images/ (self-made SVG artwork the owner can
// replace with photos of the same names and proportions).

export type Certification = { title: string; issuer: string; image: string };

export const certifications: readonly Certification[] = [
  { title: "Certified Clinical Hypnotherapist", issuer: "Institute of Clinical Hypnosis", image: "/images/certifications/clinical-hypnotherapy.svg" },
  { title: "Experienced Registered Yoga Teacher (E-RYT 500)", issuer: "500-Hour Yoga Teacher Training", image: "/images/certifications/e-ryt-500.svg" },
  { title: "Certified Yoga Nidra Facilitator", issuer: "Integrative Rest Teacher Training", image: "/images/certifications/yoga-nidra.svg" },
  { title: "Trauma-Informed Yoga Teacher", issuer: "Trauma-Sensitive Practice Program", image: "/images/certifications/trauma-informed-yoga.svg" },
  { title: "Mindfulness-Based Stress Reduction", issuer: "Qualified Teacher Pathway", image: "/images/certifications/mbsr.svg" },
  { title: "Gut-Directed Hypnotherapy for IBS", issuer: "Advanced Clinical Training", image: "/images/certifications/gut-directed-hypnotherapy.svg" },
];

export type YogaPose = { name: string; sanskrit: string; image: string; alt: string; benefit: string };

export const yogaPoses: readonly YogaPose[] = [
  {
    name: "Mountain Pose",
    sanskrit: "Tadasana",
    image: "/images/poses/mountain.svg",
    alt: "Illustration of Mountain Pose: standing tall, feet together, arms raised overhead with palms together",
    benefit: "Grounds you and improves posture",
  },
  {
    name: "Tree Pose",
    sanskrit: "Vrksasana",
    image: "/images/poses/tree.svg",
    alt: "Illustration of Tree Pose: balancing on one leg, the other foot resting on the inner leg, arms raised",
    benefit: "Builds balance and focus",
  },
  {
    name: "Warrior II",
    sanskrit: "Virabhadrasana II",
    image: "/images/poses/warrior-two.svg",
    alt: "Illustration of Warrior II: wide stance with the front knee bent and both arms stretched out to the sides",
    benefit: "Strengthens legs and builds stamina",
  },
  {
    name: "Downward-Facing Dog",
    sanskrit: "Adho Mukha Svanasana",
    image: "/images/poses/downward-dog.svg",
    alt: "Illustration of Downward-Facing Dog: hands and feet on the mat, hips lifted high in an inverted V",
    benefit: "Stretches the whole back body",
  },
  {
    name: "Child's Pose",
    sanskrit: "Balasana",
    image: "/images/poses/childs-pose.svg",
    alt: "Illustration of Child's Pose: kneeling and folded forward, forehead on the mat, arms extended ahead",
    benefit: "Calms the mind and releases the back",
  },
  {
    name: "Cobra Pose",
    sanskrit: "Bhujangasana",
    image: "/images/poses/cobra.svg",
    alt: "Illustration of Cobra Pose: lying face down with the chest lifted on the hands, legs long behind",
    benefit: "Opens the chest and strengthens the spine",
  },
  {
    name: "Triangle Pose",
    sanskrit: "Trikonasana",
    image: "/images/poses/triangle.svg",
    alt: "Illustration of Triangle Pose: legs wide and straight, torso tilted over the front leg, one arm reaching up",
    benefit: "Lengthens the sides and hamstrings",
  },
  {
    name: "Easy Pose",
    sanskrit: "Sukhasana",
    image: "/images/poses/easy-pose.svg",
    alt: "Illustration of Easy Pose: seated cross-legged with a tall spine, hands resting on the knees",
    benefit: "A steady seat for breath and meditation",
  },
];
