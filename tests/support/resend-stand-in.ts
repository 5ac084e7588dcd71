import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for Resend's HTTP API (POST /emails), for the real transport path: the SDK is
// pointed at it with RESEND_BASE_URL. Like Resend, a repeated Idempotency-Key returns the first
// answer without delivering again. `failNext` makes the next requests fail with a status.

export type ReceivedEmail = {
  idempotencyKey: string | null;
  authorization: string | null;
  body: {
    from: string;
    to: string | string[];
    subject: string;
    html: string;
    text: string;
    reply_to?: string;
    headers?: Record<string, string>;
    attachments?: { filename: string; content: string; content_type?: string }[];
  };
};

export type ResendStandIn = {
  url: string;
  /** Emails delivered (not the refused or replayed requests). */
  delivered: ReceivedEmail[];
  /** Every request, answered or refused. */
  requests: number;
  /** The next `count` requests fail with `status` (only those to `to`, when given). */
  failNext(count: number, status?: number, to?: string): void;
  close(): Promise<void>;
};

export async function startResendStandIn(): Promise<ResendStandIn> {
  const delivered: ReceivedEmail[] = [];
  const answered = new Map<string, string>();
  let failures: { left: number; status: number; to?: string } = { left: 0, status: 500 };
  let requests = 0;

  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    requests++;
    const send = (status: number, body: object) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST" || req.url !== "/emails") return send(404, { statusCode: 404, name: "not_found", message: "Not found" });
    const body = JSON.parse(raw || "{}") as ReceivedEmail["body"];
    const recipients = ([] as string[]).concat(body.to ?? []);
    if (failures.left > 0 && (!failures.to || recipients.includes(failures.to))) {
      failures.left--;
      return send(failures.status, {
        statusCode: failures.status,
        name: failures.status === 422 ? "validation_error" : "application_error",
        message: `Stand-in failure ${failures.status}`,
      });
    }
    const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
    if (key && answered.has(key)) return send(200, { id: answered.get(key)! });
    const id = `stand-in-${delivered.length + 1}`;
    delivered.push({ idempotencyKey: key, authorization: (req.headers.authorization as string | undefined) ?? null, body });
    if (key) answered.set(key, id);
    send(200, { id });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    delivered,
    get requests() {
      return requests;
    },
    failNext(count, status = 500, to) {
      failures = { left: count, status, to };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
