import { db } from "@/lib/db";
import { joinState, type JoinState } from "@/lib/video-rooms/join-window";
import { syncVideoRoom } from "@/lib/video-rooms/rooms";
import { BOOKED_STATUSES } from "@/lib/booking/policy";

// The join page's decision (/appointments/{id}/join): who may have the room (its client and the
// owner; nobody else learns that the appointment exists), and when (./join-window.ts).

export type JoinPage = { state: JoinState; serviceName: string; isOwner: boolean };

/**
 * The join page for `user`: null (a 404) unless the appointment is a virtual one of theirs or they
 * are the owner. A room still being made inside the window is tried once more on the spot.
 */
export async function joinPageFor(
  user: { id: number; isAdmin: boolean },
  appointmentId: number,
  now = new Date(),
): Promise<JoinPage | null> {
  const read = () =>
    db.appointment.findFirst({
      where: {
        id: appointmentId,
        isVirtual: true,
        status: { in: [...BOOKED_STATUSES, "cancelled"] },
        ...(user.isAdmin ? {} : { userId: user.id }),
      },
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
