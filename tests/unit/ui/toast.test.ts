import { beforeEach, describe, expect, it, vi } from "vitest";

// The toast functions queue until the lazily loaded notification area (sonner) is mounted.
type Toast = typeof import("@/components/ui/toast");

function fakeSonner() {
  const shown: string[] = [];
  const sonner = Object.assign(
    vi.fn((title: string, options?: { description?: string }) => void shown.push(`default: ${title} / ${options?.description ?? ""}`)),
    {
      error: vi.fn(
        (title: string, options?: { description?: string }) => void shown.push(`error: ${title} / ${options?.description ?? ""}`),
      ),
    },
  );
  return { shown, sonner: sonner as unknown as Parameters<Toast["toasterReady"]>[0] };
}

describe("toast before and after the notification area loads", () => {
  let toasts: Toast;
  beforeEach(async () => {
    vi.resetModules();
    toasts = await import("@/components/ui/toast");
  });

  it("asks for the area on the first toast and shows queued toasts, in order, once it is mounted", () => {
    const onWanted = vi.fn();
    toasts.subscribeToaster(onWanted);
    expect(toasts.toasterWanted()).toBe(false);

    toasts.toast({ title: "Saved", description: "All good." });
    toasts.toastError({ title: "Failed", description: "Try again." });
    expect(toasts.toasterWanted()).toBe(true);
    expect(onWanted).toHaveBeenCalledTimes(1);

    const { shown, sonner } = fakeSonner();
    toasts.toasterReady(sonner);
    expect(shown).toEqual(["default: Saved / All good.", "error: Failed / Try again."]);

    toasts.toast({ title: "Again" });
    expect(shown).toEqual(["default: Saved / All good.", "error: Failed / Try again.", "default: Again / "]);
  });

  it("queues again while the area is unmounted, and never shows a toast twice", () => {
    const { shown, sonner } = fakeSonner();
    toasts.toasterReady(sonner);
    toasts.toasterReady(null);
    toasts.toast({ title: "Later" });
    expect(shown).toEqual([]);
    toasts.toasterReady(sonner);
    toasts.toasterReady(sonner);
    expect(shown).toEqual(["default: Later / "]);
  });

  it("requestToaster (the first interaction) notifies once", () => {
    const onWanted = vi.fn();
    toasts.subscribeToaster(onWanted);
    toasts.requestToaster();
    toasts.requestToaster();
    expect(onWanted).toHaveBeenCalledTimes(1);
  });
});
