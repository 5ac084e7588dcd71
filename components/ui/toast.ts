"use client";

// The spec's two toast variants: default and destructive, each a title plus description.
//
// Toasts are shown by sonner, which is loaded only when it may be needed (most visits
// never show one, and it was 10 kB of every page's JavaScript): on the visitor's first
// interaction (a tap, a key, a focus), or at the latest by the first toast. A toast asked for
// before sonner is on screen waits in `queue` and is shown once the notification area is mounted.
type ToastInput = { title: string; description?: string; duration?: number };
type Queued = ToastInput & { kind: "default" | "error" };
type Sonner = typeof import("sonner").toast;

const queue: Queued[] = [];
let show: Sonner | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function deliver(sonner: Sonner, { kind, title, description, duration }: Queued) {
  if (kind === "error") sonner.error(title, { description, duration });
  else sonner(title, { description, duration });
}

function enqueue(item: Queued) {
  if (show) return deliver(show, item);
  queue.push(item);
  requestToaster();
}

export function toast(input: ToastInput) {
  enqueue({ ...input, kind: "default" });
}

export function toastError(input: ToastInput) {
  enqueue({ ...input, kind: "error" });
}

/** Asks the root layout's <Toaster /> to load and mount the notification area. */
export function requestToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export const subscribeToaster = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const toasterWanted = () => wanted;

/** Called by the mounted notification area: shows what was queued, then every toast at once. */
export function toasterReady(sonner: Sonner | null) {
  show = sonner;
  if (sonner) for (const item of queue.splice(0)) deliver(sonner, item);
}
