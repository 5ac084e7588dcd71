import { siteConfig } from "@/lib/site-config";

// Content of the About page the owner does not edit: the yoga poses, and the defaults for what she
// does edit in the admin (lib/practice/profile.ts): the bio until she writes her own and the
// illustrated portrait until she uploads a photo. Images live in public/images/ (self-made SVG
// artwork).

const { firstName } = siteConfig.practitioner;

/** The bio the About page shows until the owner saves her own (paragraphs separated by a blank line). */
export const DEFAULT_BIO = [
  `${firstName} came to yoga twenty years ago to recover from a back injury and stayed for the quiet it brought to her mind. Curious about why some changes stick and others do not, she went on to train in clinical hypnotherapy, and today she brings both practices together in ${siteConfig.address.city} and online.`,
  "Her sessions are calm, practical and built around you. In hypnotherapy she helps clients with anxiety, sleep, IBS, pain, smoking and weight, using gentle, evidence-informed techniques and recordings to practise at home. On the mat she teaches alignment, breath and rest, adapting every posture to the body in front of her.",
  `Before each first session ${firstName} takes time to understand your goals, your history and what you hope to feel. You will always know what to expect, and you stay in control throughout.`,
].join("\n\n");

/** The illustrated portrait shown until the owner uploads a photo (its own size: 480 x 560). */
export const FALLBACK_PORTRAIT = {
  src: "/images/practitioner.svg",
  alt: `Illustrated portrait of ${firstName} ${siteConfig.practitioner.lastName}`,
} as const;

/** The portrait's frame on the About page: every portrait is shown at this shape (cropped to fill it). */
export const PORTRAIT_SIZE = { width: 480, height: 560 } as const;

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
