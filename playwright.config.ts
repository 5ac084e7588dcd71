import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
];

// End-to-end tests in Debian's Chromium against the production build (npm run build),
// served on a fresh test database by tests/support/e2e-server.ts.
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Browsers show times in their own zone: by default a visitor in the practice's
    // zone, whatever the machine's; specs for other zones say so with test.use({ timezoneId }).
    timezoneId: "America/New_York",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  // Specs where the owner changes what every visitor sees (working hours and time off, services and
  // in-person booking, published posts, the About page's portrait and testimonials) run last, one
  // after another: run beside the client specs they would pull the ground from under them (a closed
  // day, an in-person service not bookable).
  projects: [
    { name: "desktop", use: desktop, testIgnore: [/\.mobile\.spec\.ts/, ...practiceWide] },
    { name: "mobile", use: mobile, testMatch: /\.mobile\.spec\.ts/, testIgnore: practiceWide },
    { name: "owner-hours", use: desktop, testMatch: /admin-availability\.spec\.ts/, dependencies: ["desktop", "mobile"] },
    { name: "owner-hours-mobile", use: mobile, testMatch: /admin-availability\.mobile\.spec\.ts/, dependencies: ["owner-hours"] },
    { name: "owner-services", use: desktop, testMatch: /admin-services\.spec\.ts/, dependencies: ["owner-hours-mobile"] },
    { name: "owner-blog", use: desktop, testMatch: /admin-blog\.spec\.ts/, dependencies: ["owner-services"] },
    { name: "owner-profile", use: desktop, testMatch: /admin-profile\.spec\.ts/, dependencies: ["owner-blog"] },
    { name: "owner-profile-mobile", use: mobile, testMatch: /admin-profile\.spec\.ts/, dependencies: ["owner-profile"] },
  ],
  webServer: {
    command: `tsx tests/support/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/api/services/yoga`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: { E2E_PORT: String(port) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
