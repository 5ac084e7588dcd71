import { randomBytes } from "node:crypto";
import { VideoProviderError, type RoomSchedule, type VideoProvider } from "@/lib/video-rooms/provider";

// Zoom through its REST API, as a Server-to-Server OAuth app (ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID,
// ZOOM_CLIENT_SECRET): an access token from the OAuth endpoint (kept until shortly before it
// expires), then one scheduled meeting per appointment, with a passcode and the waiting room on;
// moved with PATCH, deleted with DELETE. ZOOM_API_URL and ZOOM_OAUTH_URL point it at the tests'
// stand-in. The meeting's topic names the practice only: a calendar or a Zoom report is no place
// for the kind of session.

export type ZoomConfig = { accountId: string; clientId: string; clientSecret: string; apiUrl: string; oauthUrl: string };

export function zoomConfig(env: Record<string, string | undefined> = process.env): ZoomConfig | null {
  const { ZOOM_ACCOUNT_ID: accountId, ZOOM_CLIENT_ID: clientId, ZOOM_CLIENT_SECRET: clientSecret } = env;
  if (!accountId || !clientId || !clientSecret) return null;
  return {
    accountId,
    clientId,
    clientSecret,
    apiUrl: env.ZOOM_API_URL || "https://api.zoom.us/v2",
    oauthUrl: env.ZOOM_OAUTH_URL || "https://zoom.us/oauth/token",
  };
}

/** A Zoom passcode: 10 characters (Zoom's longest), letters and digits. */
const PASSCODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
export const zoomPasscode = () => Array.from(randomBytes(10), (byte) => PASSCODE_ALPHABET[byte % PASSCODE_ALPHABET.length]).join("");

const REQUEST_TIMEOUT_MS = 10_000;
type Token = { value: string; expiresAt: number };
const tokens = new Map<string, Token>();

export function zoomProvider(config: ZoomConfig): VideoProvider {
  // One token per app and endpoint: other credentials never reuse it.
  const tokenKey = [config.oauthUrl, config.accountId, config.clientId, config.clientSecret].join("\n");

  async function accessToken(): Promise<string> {
    const cached = tokens.get(tokenKey);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    const url = new URL(config.oauthUrl);
    url.searchParams.set("grant_type", "account_credentials");
    url.searchParams.set("account_id", config.accountId);
    const res = await fetch(url, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) {
      throw new VideoProviderError(
        res.status === 400 || res.status === 401
          ? "Zoom refused the app's credentials (check ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET)"
          : `Zoom's sign-in answered ${res.status}`,
      );
    }
    const body = (await res.json()) as { access_token: string; expires_in: number };
    // A minute early, so a token never expires between this check and Zoom's.
    tokens.set(tokenKey, { value: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 });
    return body.access_token;
  }

  async function call(method: string, path: string, body?: object, retried = false): Promise<Response> {
    const res = await fetch(`${config.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${await accessToken()}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // A token revoked or expired early: sign in again, once.
    if (res.status === 401 && !retried) {
      tokens.delete(tokenKey);
      return call(method, path, body, true);
    }
    return res;
  }

  const when = (schedule: RoomSchedule) => ({
    // Zoom reads a time ending in Z as UTC and shows it in `timezone`.
    start_time: schedule.startsAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
    duration: schedule.durationMinutes,
    timezone: schedule.timeZone,
  });
  const failed = async (what: string, res: Response) =>
    new VideoProviderError(
      `Zoom could not ${what} the meeting (${res.status}${await res.text().then((t) => (t ? `: ${t.slice(0, 200)}` : ""))})`,
    );

  return {
    name: "zoom",
    async create(schedule) {
      const res = await call("POST", "/users/me/meetings", {
        topic: "Serenity Wellness session",
        type: 2, // a scheduled meeting
        ...when(schedule),
        password: zoomPasscode(),
        settings: { waiting_room: true, join_before_host: false, mute_upon_entry: true, approval_type: 2 },
      });
      if (res.status !== 201 && res.status !== 200) throw await failed("create", res);
      const meeting = (await res.json()) as { id: number | string; join_url: string; password?: string };
      return { externalId: String(meeting.id), joinUrl: meeting.join_url, passcode: meeting.password ?? null };
    },
    async move(room, schedule) {
      const res = await call("PATCH", `/meetings/${encodeURIComponent(room.externalId)}`, when(schedule));
      if (res.status !== 204 && res.status !== 200) throw await failed("move", res);
      return room;
    },
    async remove(room) {
      const res = await call("DELETE", `/meetings/${encodeURIComponent(room.externalId)}`);
      // 404: already gone (deleted in Zoom by hand, or by an earlier try whose answer was lost).
      if (res.status !== 204 && res.status !== 200 && res.status !== 404) throw await failed("delete", res);
    },
  };
}
