import { db } from "@/lib/db";
import { joinOpensAt, syncVideoRoom } from "@/lib/video-rooms/rooms";

// The join page's decision (/appointments/{id}/join): who may have the room and when. The room
// opens to the client from 15 minutes before the start until the end; to the owner at any time.
// Nobody else learns that the appointment exists.

export type JoinState =
  /** Go to the room. */
  | { kind: "open"; url: string }
  /** Too early: when it opens (and, after a move, the time it was moved from). */
  | { kind: "early"; opensAt: Date; startsAt: Date; movedFrom: Date | null }
  | { kind: "ended"; endedAt: Date }
  | { kind: "cancelled"; startsAt: Date }
  /** In the window, but the provider has not made the room yet. */
  | { kind: "preparing" };

type Session = { status: string; startsAt: Date; endsAt: Date; rescheduledFrom: Date | null };
type Room = { status: string; joinUrl: string | null } | null;

export function joinState(session: Session, room: Room, now: Date, { owner = false } = {}): JoinState {
  if (session.status === "cancelled") return { kind: "cancelled", startsAt: session.startsAt };
  if (!owner) {
    const opensAt = joinOpensAt(session.startsAt);
    if (now < opensAt) return { kind: "early", opensAt, startsAt: session.startsAt, movedFrom: session.rescheduledFrom };
    if (now >= session.endsAt) return { kind: "ended", endedAt: session.endsAt };
  }
  if (room?.status === "ready" && room.joinUrl) return { kind: "open", url: room.joinUrl };
  return { kind: "preparing" };
}

export type JoinPage = { state: JoinState; serviceName: string; isOwner: boolean };

/**
 * The join page for `user`: null (a 404) unless the appointment is a virtual one of theirs or they
 * are the owner. A room still being made inside the window is tried once more on the spot.
 */
export async function joinPageFor(user: { id: number; isAdmin: boolean }, appointmentId: number, now = new Date()): Promise<JoinPage | null> {
  const read = () =>
    db.appointment.findFirst({
      where: { id: appointmentId, isVirtual: true, status: { in: ["confirmed", "completed", "cancelled"] }, ...(user.isAdmin ? {} : { userId: user.id }) },
      select: {
        status: true,
        startsAt: true,
        endsAt: true,
        rescheduledFrom: true,
        // A cancelled hold that was never confirmed is no session of anyone's.
        confirmedAt: true,
        service: { select: { name: true } },
        videoRoom: { select: { status: true, joinUrl: true } },
      },
    });
  let a = await read();
  if (!a || a.confirmedAt === null) return null;
  let state = joinState(a, a.videoRoom, now, { owner: user.isAdmin });
  if (state.kind === "preparing" && (await syncVideoRoom(appointmentId, { now }))) {
    a = (await read())!;
    state = joinState(a, a.videoRoom, now, { owner: user.isAdmin });
  }
  return { state, serviceName: a.service.name, isOwner: user.isAdmin };
}
