import { tmpdir } from "node:os";
import { join } from "node:path";

// tests/support/e2e-server.ts leaves the address of the database it serves here, so specs that
// need a state the API cannot create (a booking inside the change cutoff) can write to it.

/** The file that holds the e2e database's address for the server on this port. */
export const e2eDatabaseUrlFile = (port: string | number) => join(tmpdir(), `wellness-e2e-${port}.database-url`);
