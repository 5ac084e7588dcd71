import { z } from "zod";

// A private note about a client, as the owner writes it: one rule for the form and the server.

export const NOTE_MAX_LENGTH = 5000;

export const noteBodySchema = z.object({
  body: z
    .string("Please write the note.")
    .trim()
    .min(1, "Please write the note.")
    .max(NOTE_MAX_LENGTH, `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters.`),
});
export type NoteBody = z.infer<typeof noteBodySchema>;
