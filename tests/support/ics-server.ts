import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A local calendar server, standing in for Google's, iCloud's and Outlook's secret iCal addresses:
// serves the calendar text set for each path (text/calendar), answers a status, a redirect, a slow
// or an endless answer when told, and records what it was asked. Reached over http on 127.0.0.1,
// so the server's calendar fetches allow its origin through CALENDAR_FETCH_ALLOW_ORIGINS.

export type IcsServer = {
  origin: string;
  url(path: string): string;
  /** The calendar text served at `path` from now on. */
  set(path: string, ics: string): void;
  /** `path` answers this status (no calendar). */
  fail(path: string, status: number): void;
  /** `path` redirects to `location`. */
  redirect(path: string, location: string): void;
  /** `path` answers after `ms`. */
  delay(path: string, ms: number): void;
  /** `path` streams `bytes` bytes of calendar-looking text without a length. */
  huge(path: string, bytes: number): void;
  /** Paths requested, in order, with the user agent. */
  requests: { path: string; userAgent: string | undefined }[];
  close(): Promise<void>;
};

type Answer =
  | { kind: "ics"; body: string }
  | { kind: "status"; status: number }
  | { kind: "redirect"; location: string }
  | { kind: "huge"; bytes: number };

export async function startIcsServer(port = 0): Promise<IcsServer> {
  const answers = new Map<string, Answer>();
  const delays = new Map<string, number>();
  const requests: IcsServer["requests"] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    requests.push({ path, userAgent: req.headers["user-agent"] });
    const answer = answers.get(path) ?? { kind: "status", status: 404 };
    const reply = () => {
      if (res.destroyed) return;
      if (answer.kind === "status") return res.writeHead(answer.status).end("no");
      if (answer.kind === "redirect") return res.writeHead(302, { location: answer.location }).end();
      if (answer.kind === "ics") return res.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(answer.body);
      res.writeHead(200, { "content-type": "text/calendar" });
      res.write("BEGIN:VCALENDAR\r\n");
      const chunk = Buffer.alloc(64 * 1024, "X");
      let sent = 0;
      const pump = () => {
        while (sent < answer.bytes && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once("drain", pump);
        }
        res.end();
      };
      pump();
    };
    const ms = delays.get(path);
    if (ms) setTimeout(reply, ms);
    else reply();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    set: (path, body) => answers.set(path, { kind: "ics", body }),
    fail: (path, status) => answers.set(path, { kind: "status", status }),
    redirect: (path, location) => answers.set(path, { kind: "redirect", location }),
    delay: (path, ms) => delays.set(path, ms),
    huge: (path, bytes) => answers.set(path, { kind: "huge", bytes }),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An iCalendar file of these VEVENT bodies (each the lines between BEGIN:VEVENT and END:VEVENT). */
export function icsOf(...events: string[]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Serenity Tests//EN",
    ...events.flatMap((e) => [
      "BEGIN:VEVENT",
      ...e
        .trim()
        .split("\n")
        .map((l) => l.trim()),
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
