import { subMonths } from "date-fns";
import { describe, expect, it } from "vitest";
import { GET as getUserConsent } from "@/app/api/user/consent/route";
import { CONSENT_INVALID_MESSAGE, findReusableConsent } from "@/lib/consent/forms";
import { CONSENT_TEXT_VERSION } from "@/lib/consent/text";
import { db } from "@/lib/db";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { bookableDate, holdWithConsent, PNG, request, serviceBySlug, slotAt } from "./helpers";

// Sign once: a consent form signed by the same account, for the same service, under the
// current consent text, within the last 12 months covers a new booking; nothing else does.

async function signedForm(userId: number, serviceId: number, { createdAt = new Date(), version = CONSENT_TEXT_VERSION } = {}) {
  return db.consentForm.create({
    data: {
      userId,
      serviceId,
      fullName: "Ana Diaz",
      email: "ana@example.com",
      phone: "8285550101",
      signatureMethod: "draw",
      signatureData: PNG,
      serviceSelected: "whatever",
      dateTime: createdAt.toLocaleString("en-US"),
      consentTextVersion: version,
      createdAt,
    },
  });
}

const getConsent = (query: string) => call(getUserConsent, { url: `http://localhost/api/user/consent?${query}` });

describe("reusing a signed consent form for a new booking", () => {
  it("is accepted for the same account and service, the current text, within 12 months", async () => {
    const user = await createUser();
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    // Signed almost a year ago (a day short of 12 months).
    const form = await signedForm(user.id, service.id, { createdAt: new Date(subMonths(new Date(), 12).getTime() + 86_400_000) });
    const slot = await slotAt(await bookableDate(3, 3), "10:00");
    const held = await holdWithConsent(user, request(slot, service.id, { consentFormId: form.id }));
    const stored = await db.appointment.findUniqueOrThrow({ where: { id: held.id } });
    expect(stored.consentFormId).toBe(form.id);
  });

  it.each([
    ["another account's form", "other-user"],
    ["a form for another service", "other-service"],
    ["a form older than 12 months", "expired"],
    ["a form signed under an older consent text", "old-text"],
  ] as const)("is refused for %s", async (_label, kind) => {
    const user = await createUser();
    const other = await createUser();
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const otherService = await serviceBySlug("private-yoga-virtual");
    const form =
      kind === "other-user"
        ? await signedForm(other.id, service.id)
        : kind === "other-service"
          ? await signedForm(user.id, otherService.id)
          : kind === "expired"
            ? await signedForm(user.id, service.id, { createdAt: subMonths(new Date(), 13) })
            : await signedForm(user.id, service.id, { version: "2020-01-01.0" });
    const slot = await slotAt(await bookableDate(3, 3), "13:00");
    await expect(holdWithConsent(user, request(slot, service.id, { consentFormId: form.id }))).rejects.toMatchObject({
      status: 400,
      message: CONSENT_INVALID_MESSAGE,
      fieldErrors: { consentFormId: CONSENT_INVALID_MESSAGE },
    });
    expect(await db.appointment.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("findReusableConsent and GET /api/user/consent", () => {
  it("finds the latest form that still covers the service, for its owner only", async () => {
    const user = await createUser();
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    await signedForm(user.id, service.id, { createdAt: subMonths(new Date(), 2) });
    const latest = await signedForm(user.id, service.id, { createdAt: subMonths(new Date(), 1) });
    await signedForm(user.id, service.id, { version: "2020-01-01.0" });

    const found = await findReusableConsent(user.id, service.id);
    expect(found).toMatchObject({
      id: latest.id,
      serviceId: service.id,
      serviceName: service.name,
      fullName: "Ana Diaz",
      signatureData: PNG,
    });
    expect(found?.signedAt).toBe(latest.createdAt.toISOString());

    loginAs(user);
    const res = await getConsent(`serviceId=${service.id}`);
    expect(res.status).toBe(200);
    expect(res.json.consent).toMatchObject({ id: latest.id, signedAt: latest.createdAt.toISOString() });
    expect(res.headers.get("cache-control")).toMatch(/no-store/);

    loginAs(await createUser());
    expect((await getConsent(`serviceId=${service.id}`)).json).toEqual({ consent: null });
    loginAs(null);
    expect((await getConsent(`serviceId=${service.id}`)).status).toBe(401);
  });

  it("finds nothing when every form is too old or for the old text, and refuses a bad service id", async () => {
    const user = await createUser();
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    await signedForm(user.id, service.id, { createdAt: subMonths(new Date(), 13) });
    await signedForm(user.id, service.id, { version: "2020-01-01.0" });
    expect(await findReusableConsent(user.id, service.id)).toBeNull();
    loginAs(user);
    expect((await getConsent(`serviceId=${service.id}`)).json).toEqual({ consent: null });
    expect((await getConsent("serviceId=abc")).status).toBe(400);
    expect((await getConsent("")).status).toBe(400);
    loginAs(null);
  });
});
