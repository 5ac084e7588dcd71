import { subMonths } from "date-fns";
import type { Prisma } from "@/lib/db";
import { definitionSchema, type IntakeDefinition } from "@/lib/validations/intake";

// Which questions a service asks now, and which answers cover a client's booking: the reads every
// intake path shares (the wizard, My Appointments, the reminder, the owner's views).

type Reader = Pick<Prisma.TransactionClient, "service" | "intakeFormVersion" | "intakeResponse">;

/** Submitted answers cover new bookings of the form's services for this long, while their version is current (as consent does). */
export const INTAKE_VALID_MONTHS = 12;

export type CurrentIntakeForm = {
  formId: number;
  name: string;
  intro: string;
  versionId: number;
  version: number;
  definition: IntakeDefinition;
};

/** The current version of the active form attached to the service, or null when it asks none. */
export async function currentIntakeForm(client: Reader, serviceId: number): Promise<CurrentIntakeForm | null> {
  const service = await client.service.findUnique({
    where: { id: serviceId },
    select: { intakeForm: { select: { id: true, name: true, intro: true, active: true } } },
  });
  const form = service?.intakeForm;
  if (!form?.active) return null;
  const latest = await client.intakeFormVersion.findFirst({ where: { formId: form.id }, orderBy: { version: "desc" } });
  if (!latest) return null;
  return {
    formId: form.id,
    name: form.name,
    intro: form.intro,
    versionId: latest.id,
    version: latest.version,
    definition: definitionSchema.parse(latest.definition),
  };
}

/** The where-clause of a client's submitted answers to a version that still cover a booking made `now`. */
export const coveringResponseWhere = (userId: number, formVersionId: number, now: Date) => ({
  userId,
  formVersionId,
  status: "submitted" as const,
  submittedAt: { gte: subMonths(now, INTAKE_VALID_MONTHS) },
});

/** The client's latest submitted answers to the version that cover a booking made now, if any. */
export async function coveringResponse(client: Reader, userId: number, formVersionId: number, now = new Date()) {
  return client.intakeResponse.findFirst({ where: coveringResponseWhere(userId, formVersionId, now), orderBy: { submittedAt: "desc" } });
}
