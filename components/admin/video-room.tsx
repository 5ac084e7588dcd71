"use client";

import { RefreshCw, Video } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/action-form";
import { retryVideoRoomAction } from "@/lib/actions/appointments";
import { z } from "zod";
import { idField } from "@/lib/validations/fields";
import type { AdminAppointment } from "@/lib/admin/types";
import { formatTimeWithZone } from "@/lib/format";

const retrySchema = z.object({ id: idField() });
const PROVIDERS: Record<string, string> = { zoom: "Zoom meeting", jitsi: "Jitsi room" };

/**
 * The session's own video room in the owner's details: which provider and id, whether it is made,
 * Start / Join (the join page, which lets her in at any time) and "Try again" when the provider
 * failed. The room's address itself is not shown: the join page is the one way in.
 */
export function VideoRoomDetails({ appointment, zone }: { appointment: AdminAppointment; zone: string }) {
  const room = appointment.videoRoom;
  if (!room) return <>{appointment.status === "cancelled" ? "None (cancelled)" : "Not asked for yet"}</>;
  const what = room.externalId ? `${PROVIDERS[room.provider ?? ""] ?? "Room"} ${room.externalId}` : null;
  const problem = room.lastError ? (
    <span className="text-destructive">
      Last try failed: {room.lastError}.{room.nextAttemptAt ? ` Next try at ${formatTimeWithZone(room.nextAttemptAt, zone)}.` : ""}
    </span>
  ) : null;

  if (room.status === "closed") return <>Closed{what ? `: ${what}` : ""} (the session was cancelled)</>;
  return (
    <div className="grid gap-2">
      {room.status === "ready" && what ? (
        <>
          <span className="[overflow-wrap:anywhere]">{what}</span>
          <a
            href={appointment.zoomLink ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Video className="size-4 shrink-0" aria-hidden="true" />
            Start / Join <span className="sr-only">the video room (opens in a new tab)</span>
          </a>
        </>
      ) : (
        <span className="font-medium">{room.status === "failed" ? "Room could not be made" : "Room pending"}</span>
      )}
      {problem}
      {room.lastError || room.status !== "ready" ? <RetryRoom id={appointment.id} /> : null}
    </div>
  );
}

function RetryRoom({ id }: { id: number }) {
  const retry = useActionForm(retryVideoRoomAction, {
    schema: retrySchema,
    failureTitle: "Room Not Made",
    onSuccess: () => toast({ title: "Video Room Ready", description: "The session's video room is made." }),
  });
  return (
    <form {...retry.form}>
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="outline" size="sm" disabled={retry.pending}>
        {retry.pending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
        Try again
      </Button>
    </form>
  );
}
