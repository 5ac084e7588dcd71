"use client";

import { toast as sonner } from "sonner";

// The spec's two toast variants: default and destructive, each a title plus description.
type ToastInput = { title: string; description?: string; duration?: number };

export function toast({ title, description, duration }: ToastInput) {
  return sonner(title, { description, duration });
}

export function toastError({ title, description, duration }: ToastInput) {
  return sonner.error(title, { description, duration });
}
