import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json to
// send, GET on the same path to list with To and DateSent> filters), for the real SDK path:
// TWILIO_API_BASE_URL points the SDK at it. It checks what Twilio would: basic auth with the account
// and token, a sender (From or MessagingServiceSid), To in E.164, a Body; a request that fails a
// check is refused (400/401) and kept in `refused`. `failNext` makes the next sends fail with a
// status and Twilio error code; `loseNextAnswers` accepts the next sends and then drops the
// connection before answering, as a timeout after Twilio accepted looks to the sender.

export type ReceivedText = {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
  dateSent: Date;
};

export type TwilioStandIn = {
  url: string;
  accountSid: string;
  authToken: string;
  /** Texts accepted, in order. */
  delivered: ReceivedText[];
  /** Requests refused by a check, with the reason. */
  refused: string[];
  /** Every request, answered or refused. */
  readonly requests: number;
  /** List requests (GET Messages.json) answered. */
  readonly lookups: number;
  failNext(count: number, status?: number, code?: number): void;
  loseNextAnswers(count: number): void;
  /** The env the app needs to send through the stand-in. */
  env(sender?: { from?: string; messagingServiceSid?: string }): Record<string, string>;
  close(): Promise<void>;
};

export async function startTwilioStandIn({
  accountSid = "AC00000000000000000000000000000001",
  authToken = "stand-in-token",
} = {}): Promise<TwilioStandIn> {
  const delivered: ReceivedText[] = [];
  const refused: string[] = [];
  let failures = { left: 0, status: 500, code: 20500 };
  let answersToLose = 0;
  let requests = 0;
  let lookups = 0;
  let sids = 0;
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;

  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    requests++;
    const send = (status: number, body: object) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const refuse = (status: number, code: number, message: string) => {
      refused.push(message);
      send(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    };
    const address = new URL(req.url ?? "/", "http://stand-in");
    const listing = req.method === "GET" && address.pathname === messagesPath;
    if (!listing && (req.method !== "POST" || req.url !== messagesPath)) return refuse(404, 20404, `Not found: ${req.method} ${req.url}`);
    const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
    if (req.headers.authorization !== expectedAuth) return refuse(401, 20003, "Authenticate");
    if (listing) {
      lookups++;
      const to = address.searchParams.get("To");
      const sentAfter = address.searchParams.get("DateSent>");
      if (sentAfter && Number.isNaN(Date.parse(sentAfter))) return refuse(400, 20001, `Invalid DateSent>: ${sentAfter}`);
      const messages = delivered
        .filter((m) => (!to || m.to === to) && (!sentAfter || m.dateSent > new Date(sentAfter)))
        .map((m) => ({
          sid: m.sid,
          account_sid: accountSid,
          to: m.to,
          from: m.from,
          messaging_service_sid: m.messagingServiceSid,
          body: m.body,
          status: "delivered",
          date_sent: m.dateSent.toUTCString(),
        }));
      return send(200, {
        messages,
        uri: req.url,
        first_page_uri: req.url,
        next_page_uri: null,
        previous_page_uri: null,
        page: 0,
        page_size: 50,
        start: 0,
        end: messages.length - 1,
      });
    }
    const form = new URLSearchParams(raw);
    const to = form.get("To") ?? "";
    const from = form.get("From");
    const messagingServiceSid = form.get("MessagingServiceSid");
    const body = form.get("Body") ?? "";
    if (!/^\+[1-9]\d{7,14}$/.test(to)) return refuse(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from && !messagingServiceSid)
      return refuse(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message.");
    if (!body.trim()) return refuse(400, 21602, "Message body is required.");
    if (failures.left > 0) {
      failures.left--;
      return send(failures.status, { code: failures.code, message: `Stand-in failure ${failures.status}`, status: failures.status });
    }
    const sid = `SM${String(++sids).padStart(32, "0")}`;
    delivered.push({ sid, to, from, messagingServiceSid, body, statusCallback: form.get("StatusCallback"), dateSent: new Date() });
    if (answersToLose > 0) {
      answersToLose--;
      return res.socket?.destroy();
    }
    send(201, {
      sid,
      account_sid: accountSid,
      to,
      from,
      messaging_service_sid: messagingServiceSid,
      body,
      status: "queued",
      num_segments: "1",
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    accountSid,
    authToken,
    delivered,
    refused,
    get requests() {
      return requests;
    },
    get lookups() {
      return lookups;
    },
    failNext(count, status = 500, code = 20500) {
      failures = { left: count, status, code };
    },
    loseNextAnswers(count) {
      answersToLose = count;
    },
    env: (sender = { from: "+18285550100" }) => ({
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_API_BASE_URL: url,
      ...(sender.messagingServiceSid
        ? { TWILIO_MESSAGING_SERVICE_SID: sender.messagingServiceSid }
        : { TWILIO_FROM: sender.from ?? "+18285550100" }),
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
