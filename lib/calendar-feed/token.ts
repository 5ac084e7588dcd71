import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new secret for the feed's address: 32 bytes (256 bits) from the system's CSPRNG, base64url. */
export const newFeedToken = () => randomBytes(32).toString("base64url");

/**
 * Whether the token in a request is the stored one, in time that does not depend on where they
 * differ: both are hashed to 32 bytes first, so timingSafeEqual compares equal lengths whatever
 * was sent.
 */
export function sameToken(given: string, stored: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(given), digest(stored));
}
