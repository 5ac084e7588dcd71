import { tmpdir } from "node:os";
import { join } from "node:path";

// Where the end-to-end server (e2e-server.ts) says which database it serves, so the specs can read
// what only the server sees, such as the emails it recorded (there is no inbox in the tests).

export const e2eDatabaseUrlFile = (port: string) => join(tmpdir(), `wellness-e2e-${port}.database-url`);
