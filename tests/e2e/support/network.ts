/**
 * A fresh client address for X-Forwarded-For. Rate limits count per IP and every test runs from
 * 127.0.0.1, so each test that submits a form uses its own address and never trips the limits.
 */
export function uniqueClientIp(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `172.${16 + Math.floor(Math.random() * 16)}.${octet()}.${octet()}`;
}
