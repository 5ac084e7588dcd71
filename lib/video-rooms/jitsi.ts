import { randomBytes } from "node:crypto";
import type { MadeRoom, VideoProvider } from "@/lib/video-rooms/provider";

// Jitsi Meet: a room exists as soon as someone opens its name, so the room is its name, and its
// only protection is that no one can guess it. 20 random bytes (160 bits, over the 128 asked) in
// base64url; a new name on every move, so an old link is never handed out again.

export const JITSI_DEFAULT_BASE_URL = "https://meet.jit.si";
const ROOM_NAME_BYTES = 20;

/** A room name no one can guess (160 random bits), prefixed so the practice recognises its rooms. */
export const jitsiRoomName = () => `SerenityWellness-${randomBytes(ROOM_NAME_BYTES).toString("base64url")}`;

export function jitsiProvider(baseUrl = process.env.JITSI_BASE_URL || JITSI_DEFAULT_BASE_URL): VideoProvider {
  const make = (): MadeRoom => {
    const name = jitsiRoomName();
    return { externalId: name, joinUrl: `${baseUrl.replace(/\/+$/, "")}/${name}`, passcode: null };
  };
  return {
    name: "jitsi",
    create: async () => make(),
    move: async () => make(),
    // Nothing to delete: the name is simply never handed out again.
    remove: async () => undefined,
  };
}
