// When a session's room may be joined, and what the join page says otherwise: the client from 15
// minutes before the start until the end, the owner at any time. Pure, for the page and its tests.

/** The room opens to the client this long before the start (and to the owner at any time). */
export const JOIN_OPENS_MINUTES_BEFORE = 15;
export const joinOpensAt = (startsAt: Date) => new Date(startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000);

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
