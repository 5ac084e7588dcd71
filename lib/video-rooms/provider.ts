// What the practice asks of a video provider for one appointment's room. Two real implementations:
// Zoom (./zoom.ts: a scheduled meeting per appointment through Zoom's REST API) when its
// Server-to-Server OAuth app is configured, else Jitsi Meet (./jitsi.ts: a room name no one can
// guess, on meet.jit.si or the practice's own server).

/** The session a room is for: when it starts, how long, in which zone (Zoom shows the time in it). */
export type RoomSchedule = { appointmentId: number; startsAt: Date; durationMinutes: number; timeZone: string };

/** A room as the provider made it. */
export type MadeRoom = { externalId: string; joinUrl: string; passcode: string | null };

export type VideoProvider = {
  name: "zoom" | "jitsi";
  /** Makes a new room for the session. */
  create(schedule: RoomSchedule): Promise<MadeRoom>;
  /** The session moved: the room follows it, or a new one replaces it (returned). */
  move(room: MadeRoom, schedule: RoomSchedule): Promise<MadeRoom>;
  /** The session was cancelled: the room goes (a room already gone is fine). */
  remove(room: MadeRoom): Promise<void>;
};

/** A provider's refusal or failure, worded for the owner's "room pending" note. */
export class VideoProviderError extends Error {
  override name = "VideoProviderError";
}
