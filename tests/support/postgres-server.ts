// The PostgreSQL server the tests use: 127.0.0.1:5432 on this machine, a service container on GitHub.
import { createConnection } from "node:net";

export const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

/** Whether a PostgreSQL server answers at the test address (else the tests use the embedded one). */
export function postgresReachable(): Promise<boolean> {
  const { hostname, port } = new URL(ADMIN_URL);
  return new Promise((done) => {
    const socket = createConnection({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1000, () => (socket.destroy(), done(false)));
    socket.once("connect", () => (socket.end(), done(true)));
    socket.once("error", () => done(false));
  });
}
