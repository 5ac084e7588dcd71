// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AppointmentIntakeSection } from "@/components/admin/intake-answers";
import type { AppointmentIntake, IntakeResponseView } from "@/lib/intake/answers";

// The appointment details' "Intake form": when and which version the client answered, each answer,
// flagged answers marked in words (not by color alone), the PDF beside it; "missing" when the
// service asks a form and none is attached; nothing when it asks none.

const zone = "America/New_York";
const response: IntakeResponseView = {
  id: 9,
  formName: "Hypnotherapy intake",
  version: 2,
  submittedAt: "2027-03-05T18:00:00.000Z",
  flaggedCount: 1,
  sections: [
    {
      title: "Health",
      rows: [
        { questionId: "epilepsy", question: "Have you been diagnosed with epilepsy?", answer: "Yes", flagged: true },
        { questionId: "medications", question: "Medications", answer: "Not answered", flagged: false },
      ],
    },
  ],
};
const show = (intake: AppointmentIntake) => render(<AppointmentIntakeSection appointmentId={42} intake={intake} zone={zone} />);

afterEach(cleanup);

describe("the details' intake form", () => {
  it("shows when and which version was answered, the answers, the flagged one marked, and the PDF link", () => {
    show({ state: "needs_review", response });
    const section = screen.getByRole("region", { name: "Intake form" });
    expect(within(section).getByText("Hypnotherapy intake")).toBeTruthy();
    expect(within(section).getByText("Answered Friday, March 5, 2027, 1:00 PM EST · version 2")).toBeTruthy();
    expect(within(section).getByText(/Needs review: 1 flagged/)).toBeTruthy();
    const flagged = within(section).getByText("Have you been diagnosed with epilepsy?").closest("div")!;
    expect(flagged.textContent).toMatch(/Flagged for review\s*Yes/);
    const plain = within(section).getByText("Medications").closest("div")!;
    expect(plain.textContent).not.toContain("Flagged");
    const link = within(section).getByRole("link", { name: /Download answers \(PDF\)/ });
    expect(link.getAttribute("href")).toBe("/api/admin/appointments/42/intake");
    // Flagged answers open the answers at once.
    expect(section.querySelector("details")?.open).toBe(true);
  });

  it("says missing when the service asks a form and no answers are attached", () => {
    show({ state: "missing", response: null });
    const section = screen.getByRole("region", { name: "Intake form" });
    expect(section.textContent).toMatch(/Missing\s*Intake form not answered yet\./);
    expect(within(section).queryByRole("link")).toBeNull();
  });

  it("shows nothing when the service asks no form", () => {
    const { container } = show({ state: "none", response: null });
    expect(container.textContent).toBe("");
  });
});
