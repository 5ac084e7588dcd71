// Every kind of change the audit log records, with the label the log page shows and filters by.
// A new kind of owner change adds its action here first: recordAudit accepts only these.
// Naming: "area.verb", lower case.

export const AUDIT_ACTIONS = {
  "hours.update": "Working hours changed",
  "timeoff.create": "Time off added",
  "timeoff.delete": "Time off removed",
  "holiday.close": "Closed for a holiday",
  "appointment.complete": "Appointment completed",
  "appointment.cancel": "Appointment cancelled",
  "appointment.no_show": "Marked no-show",
  "appointment.reschedule": "Appointment moved",
  "appointment.book": "Booked for a client",
  "payment.refund": "Payment refunded",
  "payment.record": "Payment recorded",
  "service.create": "Service added",
  "service.update": "Service edited",
  "service.retire": "Service retired",
  "service.restore": "Service restored",
  "service.reorder": "Services reordered",
  "promo_code.create": "Promo code added",
  "promo_code.update": "Promo code edited",
  "promo_code.activate": "Promo code activated",
  "promo_code.deactivate": "Promo code deactivated",
  "package.create": "Package added",
  "package.update": "Package edited",
  "package.activate": "Package reactivated",
  "package.retire": "Package retired",
  "intake_form.create": "Intake form added",
  "intake_form.update": "Intake form edited",
  "intake_form.activate": "Intake form reactivated",
  "intake_form.retire": "Intake form retired",
  "gift_card.void": "Gift card voided",
  "credits.adjust": "Package credits adjusted",
  "waitlist.offer": "Time offered from the waitlist",
  "settings.update": "Practice settings changed",
  "note.create": "Client note added",
  "note.update": "Client note edited",
  "note.delete": "Client note deleted",
  "post.create": "Post created",
  "post.update": "Post edited",
  "post.publish": "Post published",
  "post.unpublish": "Post unpublished",
  "post.schedule": "Post scheduled",
  "post.image": "Image uploaded",
  "image.delete": "Unused image deleted",
  "profile.update": "Profile edited",
  "profile.portrait": "Portrait uploaded",
  "credential.create": "Credential added",
  "credential.update": "Credential edited",
  "credential.delete": "Credential removed",
  "credential.reorder": "Credentials reordered",
  "testimonial.create": "Testimonial added",
  "testimonial.update": "Testimonial edited",
  "testimonial.delete": "Testimonial removed",
  "testimonial.reorder": "Testimonials reordered",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value);

/** The label of an action; an action no longer in the list (renamed since) shows as written. */
export const auditActionLabel = (action: string) => (isAuditAction(action) ? AUDIT_ACTIONS[action] : action);
