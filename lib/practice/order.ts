import { badRequest, notFound } from "@/lib/errors";

// Moving one item of an owner-ordered list a place up or down (credentials, testimonials): the
// item swaps with its neighbour and the whole list is numbered 0..n-1 again, so ties from older
// data are settled too. Callers run it inside their write transaction, under their lock.

export type Direction = "up" | "down";

/**
 * The list's ids in their new order after moving `id` one place; 404 when it is not in the list,
 * 400 with `edgeMessage` when it is already first (up) or last (down).
 */
export function moved<T extends { id: number }>(
  items: readonly T[],
  id: number,
  direction: Direction,
  messages: { missing: string; first: string; last: string },
): T[] {
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) throw notFound(messages.missing);
  const other = direction === "up" ? index - 1 : index + 1;
  if (other < 0) throw badRequest(messages.first);
  if (other >= items.length) throw badRequest(messages.last);
  const next = [...items];
  [next[index], next[other]] = [next[other], next[index]];
  return next;
}
