import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for Zoom's OAuth token endpoint and the meetings API, for the real client in
// lib/video-rooms/zoom.ts (pointed at it with ZOOM_OAUTH_URL and ZOOM_API_URL). Like Zoom it
// checks the app's credentials (Basic auth, account_credentials grant) and the bearer token, and it
// checks what a meeting is created with: a scheduled meeting, a UTC start, a duration, a time zone,
// a passcode of at most 10 characters and the waiting room on. `failNext` makes the next API calls fail.

export type ZoomMeeting = {
  id: number;
  topic: string;
  start_time: string;
  duration: number;
  timezone: string;
  password: string;
  settings: Record<string, unknown>;
};
export type ZoomRequest = { method: string; path: string; body: Record<string, unknown> | null };

export type ZoomStandIn = {
  /** The variables that point lib/video-rooms/zoom.ts here. */
  env: Record<"ZOOM_ACCOUNT_ID" | "ZOOM_CLIENT_ID" | "ZOOM_CLIENT_SECRET" | "ZOOM_API_URL" | "ZOOM_OAUTH_URL", string>;
  /** Meetings that exist now, by id. */
  meetings: Map<string, ZoomMeeting>;
  /** Every meetings API request that was answered (not the token requests). */
  requests: ZoomRequest[];
  /** Token requests, answered or refused. */
  tokenRequests: number;
  /** The next `count` meetings API calls fail with `status`. */
  failNext(count: number, status?: number): void;
  /** The next meetings API call is answered after `ms` (a slow Zoom). */
  delayNext(ms: number): void;
  close(): Promise<void>;
};

const ACCOUNT_ID = "acct_stand_in";
const CLIENT_ID = "client_stand_in";
const CLIENT_SECRET = "secret_stand_in";

export async function startZoomStandIn(): Promise<ZoomStandIn> {
  const meetings = new Map<string, ZoomMeeting>();
  const requests: ZoomRequest[] = [];
  const tokens = new Set<string>();
  let failures = { left: 0, status: 500 };
  let delayMs = 0;
  let nextId = 81_000_000_000;
  const state = { tokenRequests: 0 };

  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const send = (status: number, body?: object) => {
      res.writeHead(status, body ? { "content-type": "application/json" } : {});
      res.end(body ? JSON.stringify(body) : undefined);
    };
    const url = new URL(req.url ?? "/", "http://stand-in");

    if (url.pathname === "/oauth/token") {
      state.tokenRequests++;
      const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;
      if (req.method !== "POST" || url.searchParams.get("grant_type") !== "account_credentials")
        return send(400, { reason: "Unsupported grant type" });
      if (req.headers.authorization !== expected)
        return send(401, { reason: "Invalid client_id or client_secret", error: "invalid_client" });
      if (url.searchParams.get("account_id") !== ACCOUNT_ID) return send(400, { reason: "Invalid account_id", error: "invalid_request" });
      const token = `token_${tokens.size + 1}_${Date.now()}`;
      tokens.add(token);
      return send(200, { access_token: token, token_type: "bearer", expires_in: 3600, scope: "meeting:write:admin" });
    }

    const token = req.headers.authorization?.replace(/^Bearer /, "");
    if (!token || !tokens.has(token)) return send(401, { code: 124, message: "Invalid access token." });
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    if (delayMs > 0) {
      const wait = delayMs;
      delayMs = 0;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    if (failures.left > 0) {
      failures.left--;
      return send(failures.status, { code: failures.status, message: "Stand-in failure" });
    }
    requests.push({ method: req.method ?? "", path: url.pathname, body });

    if (req.method === "POST" && url.pathname === "/v2/users/me/meetings") {
      const b = body ?? {};
      const settings = (b.settings ?? {}) as Record<string, unknown>;
      const problems = [
        b.type !== 2 && "type must be 2 (scheduled)",
        !(typeof b.start_time === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(b.start_time)) &&
          "start_time must be yyyy-MM-ddTHH:mm:ssZ",
        !(typeof b.duration === "number" && b.duration > 0) && "duration must be minutes",
        !(typeof b.timezone === "string" && b.timezone.includes("/")) && "timezone must be an IANA zone",
        !(typeof b.password === "string" && /^[A-Za-z0-9@_*-]{1,10}$/.test(b.password)) && "password: at most 10 characters",
        settings.waiting_room !== true && "settings.waiting_room must be on",
      ].filter(Boolean);
      if (problems.length) return send(400, { code: 300, message: problems.join("; ") });
      const id = nextId++;
      const meeting = {
        id,
        topic: String(b.topic),
        start_time: String(b.start_time),
        duration: Number(b.duration),
        timezone: String(b.timezone),
        password: String(b.password),
        settings,
      };
      meetings.set(String(id), meeting);
      return send(201, {
        ...meeting,
        join_url: `https://us02web.zoom.us/j/${id}?pwd=${meeting.password}`,
        start_url: `https://us02web.zoom.us/s/${id}?zak=host`,
      });
    }
    const match = url.pathname.match(/^\/v2\/meetings\/(\d+)$/);
    if (match) {
      const meeting = meetings.get(match[1]);
      if (!meeting) return send(404, { code: 3001, message: "Meeting does not exist." });
      if (req.method === "PATCH") {
        Object.assign(meeting, body);
        return send(204);
      }
      if (req.method === "DELETE") {
        meetings.delete(match[1]);
        return send(204);
      }
    }
    send(404, { code: 404, message: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      ZOOM_ACCOUNT_ID: ACCOUNT_ID,
      ZOOM_CLIENT_ID: CLIENT_ID,
      ZOOM_CLIENT_SECRET: CLIENT_SECRET,
      ZOOM_API_URL: `${base}/v2`,
      ZOOM_OAUTH_URL: `${base}/oauth/token`,
    },
    meetings,
    requests,
    get tokenRequests() {
      return state.tokenRequests;
    },
    failNext(count, status = 500) {
      failures = { left: count, status };
    },
    delayNext(ms) {
      delayMs = ms;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
