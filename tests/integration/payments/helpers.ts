import { deflateSync } from "node:zlib";
import { CONSENT_TEXT_VERSION } from "@/lib/consent/text";
import { db } from "@/lib/db";
import { siteConfig } from "@/lib/site-config";
import { firstFreeInstant } from "../../support/far-future";

// Builders for the payment tests: appointments are created directly (the booking API is
// covered by the booking tests), each at its own far-future time so they never overlap.

let cursor = await firstFreeInstant(Date.UTC(2031, 0, 1, 14, 0), Date.UTC(2046, 0, 1));

export function nextStart(): Date {
  cursor += 3 * 60 * 60 * 1000;
  return new Date(cursor);
}

export async function serviceBySlug(slug: string) {
  return db.service.findUniqueOrThrow({ where: { slug } });
}

export async function createAppointment(
  user: { id: number; firstName?: string; email?: string },
  options: {
    slug?: string;
    startsAt?: Date;
    status?: "pending" | "confirmed" | "cancelled" | "completed";
    holdExpiresAt?: Date | null;
    cancelReason?: string;
    withConsent?: boolean;
  } = {},
) {
  const service = await serviceBySlug(options.slug ?? "hypnotherapy-virtual-session");
  const practitioner = await db.practitioner.findFirstOrThrow({ orderBy: { id: "asc" } });
  const startsAt = options.startsAt ?? nextStart();
  const consent = options.withConsent === false ? null : await createConsent(user, service);
  return db.appointment.create({
    data: {
      userId: user.id,
      serviceId: service.id,
      practitionerId: practitioner.id,
      consentFormId: consent?.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + service.duration * 60_000),
      status: options.status ?? "pending",
      holdExpiresAt:
        options.holdExpiresAt === undefined ? new Date(Date.now() + siteConfig.booking.holdMinutes * 60_000) : options.holdExpiresAt,
      cancelReason: options.cancelReason,
      isVirtual: service.isVirtual,
      priceCents: service.price,
      clientFirstName: user.firstName ?? "Test",
      clientLastName: "Client",
      clientEmail: user.email ?? "client@example.com",
      clientPhone: "8285550100",
    },
    include: { service: true },
  });
}

export async function createConsent(user: { id: number }, service: { id: number; name: string }, { at }: { at?: Date } = {}) {
  return db.consentForm.create({
    data: {
      createdAt: at,
      userId: user.id,
      serviceId: service.id,
      fullName: "Test Client",
      email: "client@example.com",
      phone: "8285550100",
      signatureMethod: "draw",
      signatureData: signatureDataUrl(),
      serviceSelected: service.name,
      dateTime: "12/7/2031, 2:30:00 PM",
      consentTextVersion: CONSENT_TEXT_VERSION,
    },
  });
}

export const billingAddress = { line1: "12 Main St", city: "Asheville", state: "NC", postal_code: "28801", country: "US" };

// --- A real 550x150 PNG "signature" (a sine stroke), encoded by hand ---

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export function signaturePng(width = 550, height = 150): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4); // filter byte + RGBA
    for (let x = 0; x < width; x++) {
      const curve = height / 2 + Math.sin(x / 28) * 35 * Math.cos(x / 90);
      const ink = Math.abs(y - curve) < 2.2 && x > 30 && x < width - 30;
      row.writeUInt32BE(ink ? 0x1f2a24ff : 0x00000000, 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const signatureDataUrl = () => `data:image/png;base64,${signaturePng().toString("base64")}`;

/**
 * A strict-enough RFC 5545 reader for assertions: CRLF lines of at most 75 octets, folded lines
 * unfolded, balanced BEGIN/END, every content line "NAME[;params]:value". Returns the VEVENTs.
 */
export function parseIcs(text: string): Array<Record<string, string>> {
  const rawLines = text.split("\r\n");
  if (rawLines.at(-1) === "") rawLines.pop();
  for (const line of rawLines) {
    if (line.includes("\n")) throw new Error("bare LF in calendar");
    if (Buffer.byteLength(line) > 75) throw new Error(`line longer than 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of rawLines) {
    if (/^[ \t]/.test(line)) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const stack: string[] = [];
  const events: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    const match = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    if (!match) throw new Error(`malformed content line: ${line}`);
    const [, name, , value] = match;
    if (name === "BEGIN") {
      stack.push(value);
      if (value === "VEVENT") current = {};
    } else if (name === "END") {
      if (stack.pop() !== value) throw new Error(`unbalanced END:${value}`);
      if (value === "VEVENT" && current) {
        events.push(current);
        current = null;
      }
    } else if (current && stack.at(-1) === "VEVENT") current[name] = value;
  }
  if (stack.length) throw new Error("unterminated calendar");
  return events;
}

/** "20320302T140000Z" -> Date */
export const icsUtc = (value: string) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`not a UTC date-time: ${value}`);
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
};
