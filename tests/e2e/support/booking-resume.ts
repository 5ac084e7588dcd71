import { expect, type Page } from "@playwright/test";
import { chooseDateAndTime, chooseServiceAndConfirmAge, openSchedule, signConsent, stepHeading } from "./booking";

// Support for the reload, Back, consent reuse and payment-problem specs.

/** A valid 1x1 PNG, as a stored signature. */
export const SIGNATURE_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

type Service = { id: number; name: string };
type UserAppointment = { id: number; status: string; serviceName: string; time: string };

/** The seeded service called `name` (both categories are searched). */
export async function serviceNamed(page: Pick<Page, "request">, name: string): Promise<Service> {
  for (const category of ["yoga", "hypnotherapy"]) {
    const services = (await (await page.request.get(`/api/services/${category}`)).json()) as Service[];
    const found = services.find((s) => s.name === name);
    if (found) return found;
  }
  throw new Error(`no service named ${name}`);
}

/** Signs the consent form for a service through the API, as a client who booked before did. */
export async function signConsentThroughApi(page: Pick<Page, "request">, serviceName: string, fullName = "Avery Quinn") {
  const service = await serviceNamed(page, serviceName);
  const res = await page.request.post("/api/submit-consent-form", {
    data: {
      fullName,
      email: "avery.quinn@example.com",
      phone: "8285550199",
      signatureData: SIGNATURE_PNG,
      signatureMethod: "draw",
      serviceSelected: service.name,
      serviceId: service.id,
      dateTime: new Date().toLocaleString("en-US"),
      agreeToTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await answerIntakeThroughApi(page, service.id);
  return ((await res.json()) as { id: number }).id;
}

type IntakeQuestion = { id: string; kind: string; required: boolean; options: string[]; flagAnswers: string[]; min?: number; max?: number };

/** Answers the intake form the service asks (if any, and not already answered) through the API, flagging nothing. */
export async function answerIntakeThroughApi(page: Pick<Page, "request">, serviceId: number) {
  const res = await page.request.get(`/api/intake/services/${serviceId}`);
  expect(res.status(), await res.text()).toBe(200);
  const intake = (await res.json()) as {
    form: { versionId: number; definition: { sections: { questions: IntakeQuestion[] }[] } } | null;
    covered: boolean;
  };
  if (!intake.form || intake.covered) return;
  const answers: Record<string, unknown> = {};
  for (const q of intake.form.definition.sections.flatMap((s) => s.questions)) {
    const unflagged = q.options.filter((o) => !q.flagAnswers.includes(o));
    answers[q.id] = {
      short_text: "A test answer",
      long_text: "A test answer",
      single_choice: unflagged[0],
      multiple_choice: [unflagged.at(-1)],
      yes_no: "no",
      date: "2000-01-01",
      number: q.min ?? 1,
      scale: q.max ?? 10,
      acknowledge: true,
    }[q.kind];
  }
  const sent = await page.request.post("/api/intake/responses", { data: { formVersionId: intake.form.versionId, answers } });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** The logged-in client's appointments (GET /api/user/appointments). */
export async function myAppointments(page: Page): Promise<UserAppointment[]> {
  const res = await page.request.get("/api/user/appointments");
  expect(res.status()).toBe(200);
  return (await res.json()) as UserAppointment[];
}

/** Through the wizard to the payment step (typed signature). Returns the chosen time's label. */
export async function reachPayment(page: Page, serviceName: string, dayIndex: number) {
  await openSchedule(page);
  const consent = await chooseServiceAndConfirmAge(page, serviceName);
  await signConsent(page, consent, "type");
  const time = await chooseDateAndTime(page, dayIndex);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(stepHeading(page, "Payment Information")).toBeVisible();
  return time;
}

/** The billing address only (no card). */
export async function fillBilling(page: Page) {
  await page.getByLabel("Address").fill("12 Main Street");
  await page.getByLabel("City").fill("Asheville");
  await page.getByLabel("State").fill("NC");
  await page.getByLabel("Postal code").fill("28801");
}

/** The card fields of the test provider's form. */
export async function fillCard(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
}

/** Reloads and waits until the wizard shows `heading` (the draft is restored after hydration). */
export async function reloadOn(page: Page, heading: string) {
  await page.reload();
  await expect(stepHeading(page, heading)).toBeVisible();
}
