import { z } from "zod";
import { EMAIL_MESSAGE } from "@/lib/validations/email";
import { emailField, idField, requiredText } from "@/lib/validations/fields";

// Consent and Liability Form. `consentFormSchema` drives the dialog's form
// (react-hook-form + zodResolver); `consentSubmissionSchema` is what POST /api/submit-consent-form
// accepts. A typed signature is rendered to a 550x150 PNG in the browser, so the server always
// receives an image.

export const CONSENT_MESSAGES = {
  fullName: "Full name is required",
  emailRequired: "Email address is required",
  email: EMAIL_MESSAGE,
  phone: "Phone number is required",
  drawnSignature: "Digital signature is required",
  typedSignature: "Typed signature is required",
  terms: "You must agree to the terms and conditions",
  service: "Service information is missing. Please try again.",
  signatureImage: "The signature could not be read. Please sign again.",
  signatureTooLarge: "The signature image is too large. Please clear it and sign again.",
} as const;

const M = CONSENT_MESSAGES;

/** Largest accepted signature image, decoded. A 550x150 PNG is typically 5-30 KB. */
export const MAX_SIGNATURE_BYTES = 500 * 1024;

export const signatureMethods = ["draw", "type"] as const;

const fullName = requiredText(M.fullName, "Full name", 200);
const email = emailField({ required: M.emailRequired });
const phone = requiredText(M.phone, "Phone number", 30);

/** The dialog's form. `signatureData` is the drawn PNG data URL ("" while the pad is empty). */
export const consentFormSchema = z
  .object({
    fullName,
    email,
    phone,
    signatureMethod: z.enum(signatureMethods),
    signatureData: z.string(),
    typedSignature: z.string().max(100, "Typed signature must be at most 100 characters"),
    agreeToTerms: z.boolean().refine((v) => v === true, M.terms),
  })
  .superRefine((v, ctx) => {
    if (v.signatureMethod === "draw" && !v.signatureData) {
      ctx.addIssue({ code: "custom", path: ["signatureData"], message: M.drawnSignature });
    }
    if (v.signatureMethod === "type" && !v.typedSignature.trim()) {
      ctx.addIssue({ code: "custom", path: ["typedSignature"], message: M.typedSignature });
    }
  });

export type ConsentFormValues = z.infer<typeof consentFormSchema>;

export const defaultConsentForm: ConsentFormValues = {
  fullName: "",
  email: "",
  phone: "",
  signatureMethod: "draw",
  signatureData: "",
  typedSignature: "",
  agreeToTerms: false,
};

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The decoded PNG bytes of a data URL, or a message saying why it is not acceptable. */
export function decodeSignature(dataUrl: string): { bytes: Uint8Array } | { error: string } {
  // base64 inflates by 4/3: reject oversized strings before decoding anything.
  if (dataUrl.length > Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 64) return { error: M.signatureTooLarge };
  const match = PNG_DATA_URL.exec(dataUrl);
  if (!match) return { error: M.signatureImage };
  const bytes = Uint8Array.from(atob(match[1]), (c) => c.charCodeAt(0));
  if (bytes.length > MAX_SIGNATURE_BYTES) return { error: M.signatureTooLarge };
  if (bytes.length < PNG_MAGIC.length || PNG_MAGIC.some((b, i) => bytes[i] !== b)) return { error: M.signatureImage };
  return { bytes };
}

/** POST /api/submit-consent-form. */
export const consentSubmissionSchema = z
  .object({
    fullName,
    email,
    phone,
    signatureMethod: z.enum(signatureMethods).optional().default("draw"),
    signatureData: z.string().optional(),
    serviceSelected: z.string(M.service).trim().min(1, M.service).max(200, M.service),
    /** The client's local date-time when signing, as displayed to them. */
    dateTime: z.string().trim().max(100).optional(),
    serviceId: z.number().int().positive().nullish(),
    /** Optional: the form cannot be sent without it; if a client says false, refuse. */
    agreeToTerms: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.signatureData) {
      const message = v.signatureMethod === "type" ? M.typedSignature : M.drawnSignature;
      ctx.addIssue({ code: "custom", path: ["signatureData"], message });
    } else {
      const decoded = decodeSignature(v.signatureData);
      if ("error" in decoded) ctx.addIssue({ code: "custom", path: ["signatureData"], message: decoded.error });
    }
    if (v.agreeToTerms === false) ctx.addIssue({ code: "custom", path: ["agreeToTerms"], message: M.terms });
  });

export type ConsentSubmission = z.infer<typeof consentSubmissionSchema>;

/** GET /api/user/consent?serviceId=N: the signed form that covers a new booking of that service. */
export const reusableConsentQuerySchema = z.object({
  serviceId: idField(M.service),
});
