import { z } from "zod";
import { idField, requiredText } from "@/lib/validations/fields";

// The blog editor's input, shared by the editor form and the admin API. Messages are the ones the
// owner reads under each field.

export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;
/** Whether a text could be a saved post's slug: what the post form accepts. */
export const isPostSlug = (text: string) => text.length <= SLUG_MAX && SLUG_PATTERN.test(text);
export const SLUG_MESSAGE = "Use lower-case letters, digits and single hyphens (e.g. calm-breathing)";
export const TAG_LIMIT = 10;
export const CONTENT_MAX_LENGTH = 100_000;
/**
 * The featured image: seed artwork under /images/blog/ or an upload served by
 * /api/blog/images/{id}/{version} (posts written before versions hold /api/blog/images/{id}).
 */
export const FEATURED_IMAGE_PATTERN = /^(\/images\/blog\/[a-z0-9-]+\.(svg|png|jpg|webp)|\/api\/blog\/images\/\d{1,15}(\/[0-9a-z]{1,16})?)$/;
export const ALT_REQUIRED = "Describe the image for readers who cannot see it";

/** A slug from a title: "Calm Breathing, Part 2!" -> "calm-breathing-part-2". */
export const slugFromTitle = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");

const tag = z.string("Tags are text").trim().toLowerCase().min(1, "A tag cannot be empty").max(40, "A tag must be at most 40 characters");

const postFields = z.object({
  title: requiredText("Title is required", "Title", 150),
  slug: z
    .string("Slug is required")
    .trim()
    .min(1, "Slug is required")
    .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
    .regex(SLUG_PATTERN, SLUG_MESSAGE),
  excerpt: requiredText("Excerpt is required", "Excerpt", 400),
  category: z.string("Choose a category").trim().min(1, "Choose a category").max(100, "Choose a category"),
  tags: z
    .array(tag, "Tags are a list")
    .max(TAG_LIMIT, `At most ${TAG_LIMIT} tags`)
    .transform((tags) => [...new Set(tags)]),
  content: z
    .string("Content is required")
    .trim()
    .min(1, "Content is required")
    .max(CONTENT_MAX_LENGTH, `Content must be at most ${CONTENT_MAX_LENGTH.toLocaleString("en-US")} characters`),
  featuredImage: z
    .string("Invalid featured image")
    .trim()
    .max(200, "Invalid featured image")
    .refine((v) => v === "" || FEATURED_IMAGE_PATTERN.test(v), "Invalid featured image"),
  featuredImageAlt: z.string("Alt text is text").trim().max(300, "Alt text must be at most 300 characters"),
});
const altGiven = (p: { featuredImage: string; featuredImageAlt: string }) =>
  p.featuredImage === "" || p.featuredImageAlt !== "" || p.featuredImage.startsWith("/images/blog/");

export const postInputSchema = postFields.refine(altGiven, { path: ["featuredImageAlt"], message: ALT_REQUIRED });
export type PostInput = z.infer<typeof postInputSchema>;

export const postIdParams = z.object({ id: idField("Post not found") });

/** Scheduling: a wall-clock date and time in the practice's time zone, which must be in the future. */
export const scheduleSchema = z.object({
  date: z.string("Choose a date").regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date"),
  time: z.string("Choose a time").regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose a time"),
});
export type ScheduleInput = z.infer<typeof scheduleSchema>;

/**
 * The editor's form: the post's fields with the tags as typed ("sleep, breathwork"), its id once
 * saved, and what to do after saving (`intent`, the pressed button): the date and time count
 * only for "schedule".
 */
export const postFormSchema = postFields
  .extend({
    id: idField("Post not found").optional(),
    tags: z.preprocess(
      (v) =>
        typeof v === "string"
          ? v
              .split(",")
              .map((t) => t.trim())
              .filter(Boolean)
          : v,
      postFields.shape.tags,
    ),
    intent: z.enum(["save", "publish", "schedule"]).default("save"),
    date: z.string().optional(),
    time: z.string().optional(),
  })
  .refine(altGiven, { path: ["featuredImageAlt"], message: ALT_REQUIRED })
  .superRefine((p, ctx) => {
    if (p.intent !== "schedule") return;
    const when = scheduleSchema.safeParse({ date: p.date, time: p.time });
    for (const issue of when.success ? [] : when.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });

export const adminPostListQuery = z.object({
  status: z.enum(POST_STATUSES, "Unknown status").optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(200, "Search text is too long")
    .optional()
    .transform((v) => v || undefined),
});
export type AdminPostListQuery = { status?: PostStatus; q?: string };

export const previewSchema = z.object({
  content: z
    .string("Content is text")
    .max(CONTENT_MAX_LENGTH, `Content must be at most ${CONTENT_MAX_LENGTH.toLocaleString("en-US")} characters`),
});

/** Uploads follow the shared image rule (lib/validations/images.ts). */
export { IMAGE_TOO_LARGE, IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE, IMAGE_WRONG_TYPE, imageUploadSchema } from "@/lib/validations/images";
