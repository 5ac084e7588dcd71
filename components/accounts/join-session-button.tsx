"use client";

import { Video } from "lucide-react";

import { Button } from "@/components/ui/button";
import { toastError } from "@/components/ui/toast";

export const LINK_MISSING_TOAST = {
  title: "Session Link Missing",
  description: "The Zoom link for this session is unavailable. Please contact support.",
} as const;

/** Opens the video link in a new tab; without one, says so (spec error catalogue). */
export function JoinSessionButton({ zoomLink, serviceName }: { zoomLink: string | null; serviceName: string }) {
  if (zoomLink) {
    return (
      <Button asChild className="w-full sm:w-fit">
        <a href={zoomLink} target="_blank" rel="noopener noreferrer" aria-label={`Join Session: ${serviceName} (opens in a new tab)`}>
          <Video aria-hidden="true" />
          Join Session
        </a>
      </Button>
    );
  }
  return (
    <Button className="w-full sm:w-fit" onClick={() => toastError(LINK_MISSING_TOAST)}>
      <Video aria-hidden="true" />
      Join Session
    </Button>
  );
}
