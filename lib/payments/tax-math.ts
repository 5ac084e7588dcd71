// Tax arithmetic without any server code: the server charges with it and the wizard shows the
// tax of a discounted price with it, so both round the same way.

/** Rates are handled in parts per million so that cents never drift. */
export const PPM = 1_000_000;

/**
 * Tax in integer cents, rounded half-up, computed without floating-point drift: the rate is
 * scaled to parts per million first (0.0725 -> 72_500), so 12000 * 7.25% is exactly 870.
 */
export function taxCents(subtotal: number, rate: number): number {
  if (!Number.isInteger(subtotal) || subtotal < 0) throw new Error(`subtotal must be a non-negative integer of cents, got ${subtotal}`);
  const ppm = Math.round(rate * PPM);
  return Math.floor((subtotal * ppm + PPM / 2) / PPM);
}
