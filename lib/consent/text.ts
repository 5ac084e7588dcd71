import { cancellationPolicy } from "@/lib/booking/policy";
import { practitionerName, siteConfig } from "@/lib/site-config";

// The consent and liability terms a client signs before booking. The dialog (wizard), the stored
// submission (by version) and the consent agreement PDF all use these exact words. Any change to
// the wording must bump CONSENT_TEXT_VERSION so each signature stays tied to what was shown.

export const CONSENT_TEXT_VERSION = "2026-11-23.1";

export const CONSENT_TITLE = "Consent and Liability Form";

export const CONSENT_INTRO = `Please read these terms carefully before booking a yoga or hypnotherapy session with ${siteConfig.name}. By signing, you confirm that you understand and agree to them.`;

export const CONSENT_TERMS: readonly string[] = [
  `Nature of the services. ${siteConfig.name} offers yoga instruction and hypnotherapy with ${practitionerName}. These are complementary wellness practices. They are not medical or psychological treatment, do not replace diagnosis or care by a physician, psychologist, psychiatrist or other licensed health professional, and no particular result is promised. Do not stop or change any prescribed treatment or medication without speaking to your doctor.`,
  `Health disclosure. I will tell the practitioner before my session about any physical or mental health condition that may be relevant, including injuries, pain, heart or blood pressure conditions, pregnancy, epilepsy or seizures, a history of psychosis, dissociative or personality disorders, and any medication I take. I understand that the practitioner may decline or adapt a session for my safety, and I will seek my doctor's advice where there is any doubt.`,
  `Voluntary participation. I take part voluntarily and at my own pace. During yoga I will work within my own limits, rest whenever I need to, and stop and tell the practitioner if I feel pain, dizziness or discomfort. Hypnosis is a natural, focused state: I remain aware and in control, I cannot be made to do anything against my will, and I may end a session at any time.`,
  `Assumption of risk and release. Yoga involves physical movement and, like any exercise, carries some risk of strain or injury. Hypnotherapy may bring up strong emotions or memories. I accept these risks and, to the fullest extent permitted by law, release ${siteConfig.name} and its practitioners from liability for any injury, loss or damage arising from my participation, except where caused by their negligence or wilful misconduct.`,
  `Virtual sessions. For sessions by video call I am responsible for a safe, private and distraction-free space with enough room to move, a stable internet connection and a working camera and microphone. I will not join while driving or doing anything that needs my attention. If the connection fails, the practitioner will try to reconnect or reschedule the remaining time. Sessions are not recorded by either party without the other's written agreement.`,
  // Worded from the enforced settings (lib/booking/policy.ts), so the form never promises other terms.
  `Cancellation and rescheduling. ${cancellationPolicy()} I can do this myself from My Appointments, or contact ${siteConfig.email} or ${siteConfig.phone}. If the practitioner has to cancel, I will get a full refund.`,
  `Privacy and confidentiality. Information I share in sessions is kept confidential and is used only to provide my sessions, except where disclosure is required by law or needed to prevent serious harm to me or others. My contact details, booking and payment records and this signed form are stored securely and used only to manage my appointments; they are never sold.`,
  `Age. I confirm that I am 18 years of age or older.`,
  `Emergencies. These services are not suitable for emergencies or crisis support. If you are in crisis or think you may harm yourself, call or text 988 (Suicide & Crisis Lifeline) or dial 911.`,
  `Agreement. I have read and understood this form, I have had the chance to ask questions, and I agree to these terms. My typed or drawn signature below has the same effect as a handwritten signature.`,
];
