import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";

// A local fake of the parts of Stripe's HTTP API the app calls, so the Stripe code path runs in
// tests without a network: PaymentIntents (create with Idempotency-Key, retrieve, update) and
// Tax Calculations. The real `stripe` SDK talks to it (STRIPE_API_HOST=127.0.0.1:<port>).

export type FakeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: "requires_payment_method" | "processing" | "succeeded" | "canceled";
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
  created: number;
  livemode: false;
};

export type FakeRefund = {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "succeeded" | "pending" | "failed";
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
};

export type FakeRequest = { method: string; path: string; body: Record<string, unknown>; idempotencyKey?: string; authorization?: string };

/** Stripe's form encoding (`a[b][0][c]=1`) back into nested objects. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

export class FakeStripe {
  readonly intents = new Map<string, FakeIntent>();
  readonly requests: FakeRequest[] = [];
  readonly refunds = new Map<string, FakeRefund>();
  /** When set, refund requests fail with this error (e.g. an expired card's bank refusing). */
  refundError: { status: number; code: string; message: string } | null = null;
  /** Tax rate the fake Stripe Tax applies, by US state (different from the app's table on purpose). */
  taxRates: Record<string, number> = { NC: 0.07, NY: 0.08875 };
  private idempotent = new Map<string, { status: number; body: unknown }>();
  private server?: Server;

  get host(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error("FakeStripe is not listening");
    return `127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** What the customer's bank would do: the intent succeeds (as after Stripe.js confirmPayment). */
  succeed(id: string): FakeIntent {
    const intent = this.mustGet(id);
    intent.status = "succeeded";
    intent.last_payment_error = null;
    return intent;
  }

  fail(id: string, code: string, decline_code?: string): FakeIntent {
    const intent = this.mustGet(id);
    intent.status = "requires_payment_method";
    intent.last_payment_error = { code, decline_code, message: "Your card was declined." };
    return intent;
  }

  private mustGet(id: string): FakeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`No fake intent ${id}`);
    return intent;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://fake");
    const method = req.method ?? "GET";
    const body = method === "GET" ? Object.fromEntries(url.searchParams) : parseStripeForm(text);
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    this.requests.push({ method, path: url.pathname, body, idempotencyKey, authorization: req.headers.authorization });

    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
      res.end(JSON.stringify(payload));
    };
    if (!req.headers.authorization?.startsWith("Bearer sk_"))
      return send(401, error("invalid_request_error", "api_key_invalid", "Invalid API Key provided."));

    // Stripe replays the first response for a repeated Idempotency-Key.
    const replayKey = idempotencyKey && method === "POST" ? `${url.pathname}:${idempotencyKey}` : undefined;
    if (replayKey && this.idempotent.has(replayKey)) {
      const saved = this.idempotent.get(replayKey)!;
      return send(saved.status, saved.body);
    }
    const [status, payload] = this.route(method, url.pathname, body);
    if (replayKey) this.idempotent.set(replayKey, { status, body: payload });
    send(status, payload);
  }

  private route(method: string, path: string, body: Record<string, unknown>): [number, unknown] {
    if (method === "POST" && path === "/v1/payment_intents") {
      const id = `pi_${randomBytes(12).toString("hex")}`;
      const intent: FakeIntent = {
        id,
        object: "payment_intent",
        amount: Number(body.amount),
        currency: String(body.currency),
        status: "requires_payment_method",
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
        description: (body.description as string) ?? null,
        receipt_email: (body.receipt_email as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        automatic_payment_methods: body.automatic_payment_methods
          ? { enabled: (body.automatic_payment_methods as { enabled: string }).enabled === "true" }
          : null,
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      this.intents.set(id, intent);
      return [200, intent];
    }
    const cancelMatch = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (cancelMatch && method === "POST") {
      const intent = this.intents.get(cancelMatch[1]);
      if (!intent) return [404, error("invalid_request_error", "resource_missing", `No such payment_intent: '${cancelMatch[1]}'`)];
      if (intent.status === "succeeded")
        return [
          400,
          error(
            "invalid_request_error",
            "payment_intent_unexpected_state",
            "You cannot cancel this PaymentIntent because it has a status of succeeded.",
          ),
        ];
      intent.status = "canceled";
      return [200, intent];
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (match) {
      const intent = this.intents.get(match[1]);
      if (!intent) return [404, error("invalid_request_error", "resource_missing", `No such payment_intent: '${match[1]}'`)];
      if (method === "GET") return [200, intent];
      if (method === "POST") {
        if (intent.status === "succeeded")
          return [
            400,
            error(
              "invalid_request_error",
              "payment_intent_unexpected_state",
              "This PaymentIntent's amount could not be updated because it has a status of succeeded.",
            ),
          ];
        if (body.amount !== undefined) intent.amount = Number(body.amount);
        if (body.metadata) intent.metadata = { ...intent.metadata, ...(body.metadata as Record<string, string>) };
        return [200, intent];
      }
    }
    if (path === "/v1/refunds") {
      if (method === "GET") {
        const data = [...this.refunds.values()].filter((r) => !body.payment_intent || r.payment_intent === body.payment_intent);
        return [200, { object: "list", data, has_more: false, url: "/v1/refunds" }];
      }
      if (this.refundError)
        return [this.refundError.status, error("invalid_request_error", this.refundError.code, this.refundError.message)];
      const intent = this.intents.get(String(body.payment_intent));
      if (!intent) return [404, error("invalid_request_error", "resource_missing", `No such payment_intent: '${body.payment_intent}'`)];
      if (intent.status !== "succeeded")
        return [
          400,
          error(
            "invalid_request_error",
            "payment_intent_unexpected_state",
            "This PaymentIntent does not have a successful charge to refund.",
          ),
        ];
      const refunded = [...this.refunds.values()]
        .filter((r) => r.payment_intent === intent.id && r.status !== "failed")
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = body.amount === undefined ? intent.amount - refunded : Number(body.amount);
      if (refunded >= intent.amount)
        return [400, error("invalid_request_error", "charge_already_refunded", `Charge for ${intent.id} has already been refunded.`)];
      if (refunded + amount > intent.amount)
        return [400, error("invalid_request_error", "amount_too_large", "Refund amount is greater than unrefunded amount on charge.")];
      const refund: FakeRefund = {
        id: `re_${randomBytes(12).toString("hex")}`,
        object: "refund",
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: "succeeded",
        reason: (body.reason as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        created: Math.floor(Date.now() / 1000),
      };
      this.refunds.set(refund.id, refund);
      return [200, refund];
    }
    if (method === "POST" && path === "/v1/tax/calculations") {
      const items = Object.values((body.line_items as Record<string, { amount: string }>) ?? {});
      const subtotal = items.reduce((sum, item) => sum + Number(item.amount), 0);
      const address = ((body.customer_details as { address?: Record<string, string> })?.address ?? {}) as Record<string, string>;
      const rate = address.country === "US" ? (this.taxRates[address.state] ?? 0) : 0;
      const tax = Math.round(subtotal * rate);
      return [
        200,
        {
          id: `taxcalc_${randomBytes(8).toString("hex")}`,
          object: "tax.calculation",
          amount_total: subtotal + tax,
          tax_amount_exclusive: tax,
          tax_amount_inclusive: 0,
          currency: body.currency,
          livemode: false,
        },
      ];
    }
    return [404, error("invalid_request_error", "resource_missing", `Unrecognized request URL (${method}: ${path}).`)];
  }
}

const error = (type: string, code: string, message: string) => ({ error: { type, code, message } });
