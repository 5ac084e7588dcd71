import { db, type Prisma } from "@/lib/db";
import { lockForTransaction } from "@/lib/db/locks";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import type { AuditValues } from "@/lib/audit/types";
import { badRequest, notFound } from "@/lib/errors";
import { definitionSchema, type IntakeDefinition } from "@/lib/validations/intake";
import { INTAKE_FORM_MESSAGES, type IntakeFormInput } from "@/lib/validations/intake-form";

// The owner's intake forms: list, add, edit, retire and reactivate. A form is never deleted (answers
// point at its versions). Saving questions that anyone has started answering (a draft or sent
// answers) makes a new version, so those answers keep the questions they answered; otherwise the
// current version is corrected in place. A service asks at most one form: attaching a service to a
// form takes it from the form it had.

export type AdminIntakeForm = {
  id: number;
  name: string;
  intro: string;
  active: boolean;
  /** The services that ask it, in the owner's order. */
  services: { id: number; name: string; active: boolean }[];
  /** The current (highest) version and its questions. */
  version: number;
  definition: IntakeDefinition;
  /** Answers sent to any of its versions. */
  submitted: number;
};

type Client = Prisma.TransactionClient | typeof db;

const select = {
  id: true,
  name: true,
  intro: true,
  active: true,
  services: { select: { id: true, name: true, active: true }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] },
  versions: { select: { id: true, version: true, definition: true }, orderBy: { version: "desc" }, take: 1 },
} as const satisfies Prisma.IntakeFormSelect;

async function view(client: Client, row: Prisma.IntakeFormGetPayload<{ select: typeof select }>): Promise<AdminIntakeForm> {
  const { versions, ...form } = row;
  const current = versions[0];
  const submitted = await client.intakeResponse.count({ where: { status: "submitted", formVersion: { formId: row.id } } });
  return {
    ...form,
    version: current?.version ?? 0,
    definition: current ? definitionSchema.parse(current.definition) : { sections: [] },
    submitted,
  };
}

/** Every form, asked ones first, then by name. */
export async function listIntakeForms(): Promise<AdminIntakeForm[]> {
  const rows = await db.intakeForm.findMany({ select, orderBy: [{ active: "desc" }, { name: "asc" }, { id: "asc" }] });
  return Promise.all(rows.map((row) => view(db, row)));
}

/** One form; null when there is none. */
export async function getIntakeForm(id: number, client: Client = db): Promise<AdminIntakeForm | null> {
  const row = await client.intakeForm.findUnique({ where: { id }, select });
  return row ? view(client, row) : null;
}

async function find(tx: Client, id: number): Promise<AdminIntakeForm> {
  const found = await getIntakeForm(id, tx);
  if (!found) throw notFound(INTAKE_FORM_MESSAGES.notFound);
  return found;
}

/** The fields the audit log keeps (never anyone's answers), as a person reads them. */
function forAudit(f: AdminIntakeForm): AuditValues {
  return {
    Name: f.name,
    Services: f.services.map((s) => s.name).join(", ") || "None",
    Version: f.version,
    Questions: f.definition.sections.reduce((n, s) => n + s.questions.length, 0),
    Status: f.active ? "Asked" : "Retired",
  };
}

async function write<T>(change: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await lockForTransaction(tx, "intakeForms"); // one at a time: two saves never both make version N+1
    return change(tx);
  });
}

async function assertServicesExist(tx: Prisma.TransactionClient, ids: number[]) {
  if ((await tx.service.count({ where: { id: { in: ids } } })) !== ids.length)
    throw badRequest(INTAKE_FORM_MESSAGES.serviceIds, { serviceIds: INTAKE_FORM_MESSAGES.serviceIds });
}

/** A new form with its version 1, asked by the services chosen (taken from any form they had). */
export async function createIntakeForm(actor: AuditActor, input: IntakeFormInput): Promise<AdminIntakeForm> {
  return write(async (tx) => {
    await assertServicesExist(tx, input.serviceIds);
    const { id } = await tx.intakeForm.create({
      data: {
        name: input.name,
        intro: input.intro,
        versions: { create: { version: 1, definition: input.definition } },
        services: { connect: input.serviceIds.map((s) => ({ id: s })) },
      },
      select: { id: true },
    });
    const created = await find(tx, id);
    await recordAudit(tx, {
      actor,
      action: "intake_form.create",
      entity: { type: "intake_form", id },
      summary: `Added the intake form ${created.name}.`,
      before: null,
      after: forAudit(created),
    });
    return created;
  });
}

/**
 * Saves a form. Its questions go into a new version when anyone has answered (or started answering)
 * the current one, else they replace the current version's. Services ticked are taken from any other
 * form; services unticked ask no form any more.
 */
export async function updateIntakeForm(actor: AuditActor, id: number, input: IntakeFormInput): Promise<AdminIntakeForm> {
  return write(async (tx) => {
    const before = await find(tx, id);
    await assertServicesExist(tx, input.serviceIds);
    const current = await tx.intakeFormVersion.findFirst({ where: { formId: id }, orderBy: { version: "desc" } });
    const questionsChanged = JSON.stringify(before.definition) !== JSON.stringify(input.definition);
    if (current && questionsChanged) {
      const answered = await tx.intakeResponse.count({ where: { formVersionId: current.id } });
      if (answered) await tx.intakeFormVersion.create({ data: { formId: id, version: current.version + 1, definition: input.definition } });
      else await tx.intakeFormVersion.update({ where: { id: current.id }, data: { definition: input.definition } });
    } else if (!current) {
      await tx.intakeFormVersion.create({ data: { formId: id, version: 1, definition: input.definition } });
    }
    await tx.intakeForm.update({
      where: { id },
      data: { name: input.name, intro: input.intro, services: { set: input.serviceIds.map((s) => ({ id: s })) } },
    });
    const after = await find(tx, id);
    const was = forAudit(before);
    const is = forAudit(after);
    const changed = Object.keys(is).filter((field) => was[field] !== is[field]);
    if (questionsChanged && !changed.includes("Questions") && !changed.includes("Version")) changed.push("Questions");
    await recordAudit(tx, {
      actor,
      action: "intake_form.update",
      entity: { type: "intake_form", id },
      summary: changed.length
        ? `Edited the intake form ${after.name}: ${changed.map((f) => f.toLowerCase()).join(", ")}${after.version > before.version ? ` (now version ${after.version})` : ""}.`
        : `Saved the intake form ${after.name} unchanged.`,
      before: was,
      after: is,
    });
    return after;
  });
}

/** Retires a form (no longer asked; its versions and answers stay) or asks it again. */
export async function setIntakeFormActive(actor: AuditActor, id: number, active: boolean): Promise<AdminIntakeForm> {
  return write(async (tx) => {
    const before = await find(tx, id);
    if (before.active === active) return before;
    await tx.intakeForm.update({ where: { id }, data: { active } });
    const after = await find(tx, id);
    await recordAudit(tx, {
      actor,
      action: active ? "intake_form.activate" : "intake_form.retire",
      entity: { type: "intake_form", id },
      summary: active
        ? `Reactivated the intake form ${after.name}: clients booking its services answer it again.`
        : `Retired the intake form ${after.name}: it is no longer asked; its answers are kept.`,
      before: { Status: before.active ? "Asked" : "Retired" },
      after: { Status: after.active ? "Asked" : "Retired" },
    });
    return after;
  });
}

/** The services a form can be attached to, in the owner's order, with the form each asks now. */
export async function intakeServiceOptions(): Promise<{ id: number; name: string; active: boolean; formName: string | null }[]> {
  const rows = await db.service.findMany({
    select: { id: true, name: true, active: true, intakeForm: { select: { name: true } } },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
  });
  return rows.map(({ intakeForm, ...s }) => ({ ...s, formName: intakeForm?.name ?? null }));
}
