import { z } from "zod";

// Zod probes `new Function` to speed up object parsing, which our Content Security Policy
// (no 'unsafe-eval') reports as a violation: turn the probe off in the browser. Imported for this
// effect by the two form helpers every client form comes through (action-form.tsx, form.tsx).
z.config({ jitless: true });
