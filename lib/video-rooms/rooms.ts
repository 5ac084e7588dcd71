import { db, type Prisma } from "@/lib/db";
import { log } from "@/lib/ops/log";
import { siteConfig } from "@/lib/site-config";
import { jitsiProvider, JITSI_DEFAULT_BASE_URL } from "@/lib/video-rooms/jitsi";
import { joinOpensAt } from "@/lib/video-rooms/join-window";
import type { MadeRoom, VideoProvider } from "@/lib/video-rooms/provider";
import { zoomConfig, zoomProvider } from "@/lib/video-rooms/zoom";
import { isBooked } from "@/lib/booking/policy";

// Each virtual appointment's own video room, kept in step with the appointment the way the email
// outbox keeps emails: the transaction that confirms, moves or cancels the appointment marks its
// room due (`requestVideoRoom`, `markVideoRoomDue`), and `syncVideoRoom` then makes, moves or
// removes the room at the provider: at once after the commit, and again by the sync-video-rooms
// job until it succeeds. So a provider that is down never stops a booking, and no change is lost.
// One try at a time per room: a try holds the room for a minute (`tryingUntil`). A change or the
// owner's "Try again" during a try counts a change and makes the room due; the try, seeing the
// count moved when it ends, leaves it due, so the next try follows the change (never a second
// meeting at once, never a change lost).

const LEASE_MS = 60_000;
/** Minutes between tries after a failure; then every 2 hours until the session is over. */
export const ROOM_RETRY_DELAYS_MINUTES = [1, 5, 30, 120] as const;
/** After this many failed tries the owner sees the room as failed (it is still tried). */
const FAILED_AFTER_ATTEMPTS = 3;

/** The provider new rooms are made with: Zoom when its app is configured, else Jitsi Meet. */
export function activeVideoProvider(): VideoProvider {
  const zoom = zoomConfig();
  return zoom ? zoomProvider(zoom) : jitsiProvider();
}

/** For the startup log and the README: which provider makes rooms. */
export const videoRoomMode = () =>
  zoomConfig()
    ? "Zoom (a meeting per session)"
    : `Jitsi Meet at ${process.env.JITSI_BASE_URL || JITSI_DEFAULT_BASE_URL} (a room per session)`;

function providerNamed(name: string | null): VideoProvider {
  const active = activeVideoProvider();
  if (!name || name === active.name) return active;
  // A room made by the other provider (the configuration changed since): Zoom's must still be
  // moved or deleted at Zoom; a Jitsi room needs no call.
  if (name === "jitsi") return jitsiProvider();
  const zoom = zoomConfig();
  if (!zoom) throw new Error("This room is a Zoom meeting, and Zoom is no longer configured");
  return zoomProvider(zoom);
}

/** In the transaction that confirms a virtual appointment: its room is asked for (made after the commit). */
export async function requestVideoRoom(tx: Prisma.TransactionClient, appointmentId: number, now = new Date()): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "VideoRoom" ("appointmentId", "nextAttemptAt", "updatedAt") VALUES (${appointmentId}, ${now}::timestamptz, ${now}::timestamptz)
    ON CONFLICT ("appointmentId") DO UPDATE
    SET "changes" = "VideoRoom"."changes" + 1, "attempts" = 0, "nextAttemptAt" = ${now}::timestamptz, "updatedAt" = ${now}::timestamptz`;
}

/** In the transaction that moves or cancels an appointment: its room (if any) follows. */
export async function markVideoRoomDue(tx: Prisma.TransactionClient, appointmentId: number, now = new Date()): Promise<void> {
  await tx.$executeRaw`
    UPDATE "VideoRoom" SET "changes" = "changes" + 1, "nextAttemptAt" = ${now}::timestamptz, "updatedAt" = ${now}::timestamptz
    WHERE "appointmentId" = ${appointmentId} AND NOT ("status" = 'closed' AND "externalId" IS NULL)`;
}

type RoomRow = { status: "pending" | "ready" | "failed" | "closed"; externalId: string | null; startsAt: Date | null };
type SessionRow = { status: string; isVirtual: boolean; startsAt: Date; endsAt: Date };

/** What a room needs for its appointment to be right, or null when it is. */
export function roomWork(session: SessionRow, room: RoomRow, now: Date): "create" | "move" | "remove" | "close" | "ready" | null {
  const wanted = session.isVirtual && isBooked(session.status);
  if (!wanted) {
    if (room.status === "closed") return null;
    return room.externalId ? "remove" : "close";
  }
  if (!room.externalId || room.status === "closed") return session.endsAt > now ? "create" : null;
  if (room.startsAt?.getTime() !== session.startsAt.getTime()) return "move";
  return room.status === "ready" ? null : "ready";
}

/**
 * Brings one appointment's room in step with it, if it is due and no other try holds it. True when
 * the room is right afterwards (or there was nothing to do); false when the provider failed (the
 * room stays due for a later try).
 */
export async function syncVideoRoom(appointmentId: number, { now = new Date() } = {}): Promise<boolean> {
  const claimed = await db.videoRoom.updateMany({
    where: { appointmentId, nextAttemptAt: { lte: now }, OR: [{ tryingUntil: null }, { tryingUntil: { lt: now } }] },
    data: { tryingUntil: new Date(now.getTime() + LEASE_MS) },
  });
  if (claimed.count === 0) return true;

  const room = await db.videoRoom.findUniqueOrThrow({
    where: { appointmentId },
    include: {
      appointment: { select: { status: true, isVirtual: true, startsAt: true, endsAt: true, service: { select: { duration: true } } } },
    },
  });
  const session = room.appointment;
  const work = roomWork(session, room, now);
  const made: MadeRoom | null = room.externalId
    ? { externalId: room.externalId, joinUrl: room.joinUrl ?? "", passcode: room.passcode }
    : null;
  const schedule = { appointmentId, startsAt: session.startsAt, durationMinutes: session.service.duration, timeZone: siteConfig.timeZone };

  let data: Prisma.VideoRoomUpdateInput;
  try {
    if (work === "create") {
      const provider = activeVideoProvider();
      const created = await provider.create(schedule);
      data = { status: "ready", provider: provider.name, ...created, startsAt: session.startsAt };
    } else if (work === "move") {
      const moved = await providerNamed(room.provider).move(made!, schedule);
      data = { status: "ready", ...moved, startsAt: session.startsAt };
    } else if (work === "remove") {
      await providerNamed(room.provider).remove(made!);
      data = { status: "closed" };
    } else if (work === "close") data = { status: "closed" };
    else if (work === "ready") data = { status: "ready" };
    else data = {};
  } catch (error) {
    const attempts = room.attempts + 1;
    const delayMs = (ROOM_RETRY_DELAYS_MINUTES[attempts - 1] ?? ROOM_RETRY_DELAYS_MINUTES.at(-1)!) * 60_000;
    // Never later than the moment the client may join; from then on, every minute.
    const opensAt = joinOpensAt(session.startsAt).getTime();
    const retryAt = new Date(
      opensAt > now.getTime() ? Math.min(now.getTime() + delayMs, opensAt) : now.getTime() + Math.min(delayMs, 60_000),
    );
    const message = error instanceof Error ? error.message : String(error);
    log("warn", "video room could not be synced", { appointmentId, work, attempts, error: message });
    const retryOrNever = work === "remove" || session.endsAt > retryAt ? retryAt : null;
    await db.videoRoom.update({
      where: { appointmentId },
      data: {
        attempts,
        tryingUntil: null,
        lastError: message.slice(0, 500),
        // A room not made yet is pending, then failed; one that could not be moved or removed keeps
        // its state (a Zoom meeting keeps working at its address) and shows the error.
        ...(work === "create" ? { status: attempts >= FAILED_AFTER_ATTEMPTS ? "failed" : "pending" } : {}),
      },
    });
    // Tried again until the session is over (a removal until it succeeds); at once if it changed meanwhile.
    await settleDueTime(appointmentId, room.changes, retryOrNever, now);
    return false;
  }
  await db.videoRoom.update({ where: { appointmentId }, data: { ...data, attempts: 0, lastError: null, tryingUntil: null } });
  // Done, unless the appointment changed meanwhile: then due again at once.
  await settleDueTime(appointmentId, room.changes, null, now);
  return true;
}

/** After a try that saw `changes`: due at `next` (null: nothing to do), or now if the count moved meanwhile. */
async function settleDueTime(appointmentId: number, changes: number, next: Date | null, now: Date): Promise<void> {
  await db.$executeRaw`
    UPDATE "VideoRoom" SET "nextAttemptAt" = CASE WHEN "changes" = ${changes} THEN ${next}::timestamptz ELSE ${now}::timestamptz END
    WHERE "appointmentId" = ${appointmentId}`;
}

/** The job: every room whose time to (re)try has come. */
export async function syncDueVideoRooms({ now = new Date(), batchSize = 20 } = {}): Promise<{ synced: number; failed: number }> {
  const due = await db.videoRoom.findMany({
    where: { nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: "asc" },
    take: batchSize,
    select: { appointmentId: true },
  });
  let failed = 0;
  for (const { appointmentId } of due) if (!(await syncVideoRoom(appointmentId, { now }))) failed++;
  return { synced: due.length - failed, failed };
}

/** The owner's "Try again" on a room that is pending, failed or could not be moved or removed: due now, tried now. */
export async function retryVideoRoom(appointmentId: number, { now = new Date() } = {}): Promise<boolean> {
  const updated = await db.$executeRaw`
    UPDATE "VideoRoom" SET "attempts" = 0, "changes" = "changes" + 1, "nextAttemptAt" = ${now}::timestamptz
    WHERE "appointmentId" = ${appointmentId} AND ("status" IN ('pending', 'failed') OR "lastError" IS NOT NULL)`;
  if (updated === 0) return true;
  await syncVideoRoom(appointmentId, { now });
  // Right now, whether this try made it or one already running did.
  const room = await db.videoRoom.findUniqueOrThrow({ where: { appointmentId }, select: { status: true, lastError: true } });
  return room.lastError === null && (room.status === "ready" || room.status === "closed");
}
