import { defineConfig, devices } from "@playwright/test";
import { e2eChromiumPath } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
// The owner's specs that change what every visitor sees run on a server and database of their own.
const ownerPort = port + 1;
const chromium = {
  executablePath: e2eChromiumPath(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

const desktop = { ...devices["Desktop Chrome"], launchOptions: chromium };
const mobile = { ...devices["Pixel 7"], launchOptions: chromium };
const practiceWide = [
  /admin-availability(\.mobile)?\.spec\.ts/,
  /admin-services\.spec\.ts/,
  /admin-blog\.spec\.ts/,
  /admin-profile\.spec\.ts/,
  /admin-promo-codes\.spec\.ts/,
  /admin-packages\.spec\.ts/,
  /admin-intake-forms\.spec\.ts/,
  /admin-intake\.spec\.ts/,
  /admin-calendar-feed\.spec\.ts/,
  /admin-calendars\.spec\.ts/,
];

// End-to-end tests in Debian's Chromium against the production build (npm run build),
// served on a fresh test database by tests/support/e2e-server.ts.
export default defineConfig({
  testDir: "tests/e2e",
  // A booking flow takes about 30 s alone on a 2-core machine and twice that beside the other
  // worker and both servers (docs/measurements.md): the limit is there to catch a hang.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Browsers show times in their own zone: by default a visitor in the practice's
    // zone, whatever the machine's; specs for other zones say so with test.use({ timezoneId }).
    timezoneId: "America/New_York",
    // Recording a trace for every test cost about 15% of the run's time (docs/measurements.md); a
    // failure's retry records one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  // Specs where the owner changes what every visitor sees (working hours and time off, services and
  // in-person booking, published posts, the About page's portrait and testimonials, the intro
  // offer) would pull the ground from under the client specs (a closed day, an in-person service
  // not bookable): they run against a second server on a database of their own, one file at a time
  // among themselves (one worker), beside the client specs from the start. Listed first so a
  // worker takes them first.
  projects: [
    {
      name: "owner",
      use: { ...desktop, baseURL: `http://127.0.0.1:${ownerPort}` },
      testMatch: practiceWide,
      workers: 1,
    },
    { name: "desktop", use: desktop, testIgnore: [/\.mobile\.spec\.ts/, ...practiceWide] },
    { name: "mobile", use: mobile, testMatch: /\.mobile\.spec\.ts/, testIgnore: practiceWide },
  ],
  webServer: [e2eServer(port), e2eServer(ownerPort, { E2E_DATABASE_URL: "", E2E_DIST_COPY: ".next-e2e-owner" })],
});

/** tests/support/e2e-server.ts serving the build on `serverPort` (its own database unless given one). */
function e2eServer(serverPort: number, env: Record<string, string> = {}) {
  return {
    command: `tsx tests/support/e2e-server.ts`,
    url: `http://127.0.0.1:${serverPort}/api/services/yoga`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: { E2E_PORT: String(serverPort), ...env },
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}
