// npm run bench:pages: the public pages next to the framework's floor (docs/measurements.md). In one run: a
// fresh seeded database, `next build` of the product, `next start`; a bare Next.js page (an
// app/page.tsx with a heading and a paragraph, built from this project's own next, react and
// react-dom in a temporary folder that is removed afterwards, styled by Tailwind through the same
// PostCSS setup as the product), built and started the same way.
// Against both: Lighthouse (mobile preset, Debian's Chromium headless, median of --runs; the
// accessibility, best-practices and SEO scores from the first run), the LCP again with the same
// throttling applied by the browser itself (median of --throttled-runs: what the page did on that
// link, beside Lighthouse's simulation of it), the
// first-load JavaScript (the gzip size of every script the page loaded in Lighthouse's run), and
// autocannon (GET, --connections for --duration seconds). Prints a markdown table with each
// figure's ratio to the floor's, and the machine's load average around each page (a figure taken
// while something else runs says little). Not part of `npm test` or CI: it takes several minutes.
// Options: --runs=5 --throttled-runs=3 --duration=10 --connections=32 --pages=/,/services --port=3720
//          --floor-port=3721 --no-build (reuse the product's existing .next build)
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createTestDatabase } from "../tests/support/test-database";

const option = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split("=")
    .slice(1)
    .join("=");
const num = (name: string, fallback: number) => Number(option(name) ?? fallback);
const RUNS = num("runs", 5);
const THROTTLED_RUNS = num("throttled-runs", 3);
const DURATION = num("duration", 10);
const CONNECTIONS = num("connections", 32);
const PORT = num("port", 3720);
const FLOOR_PORT = num("floor-port", 3721);
const BUILD = !process.argv.includes("--no-build");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ROOT = process.cwd();
// A temporary folder whose node_modules is a link to this project's (inside the project Next.js
// would take the project's proxy.ts and instrumentation.ts for the floor's own).
const FLOOR_DIR = mkdtempSync(join(tmpdir(), "bench-floor-"));
const NEXT_BIN = resolve(ROOT, "node_modules/next/dist/bin/next");
const POST = "a blog post";
const requestedPages = (option("pages") ?? `/,/services,/about,/contact,/blog,${POST}`).split(",").map((p) => (p === "post" ? POST : p));

type Figures = {
  perf: number;
  lcp: number;
  /** LCP with DevTools throttling: the browser held to the preset's link and CPU, no simulation. */
  lcpThrottled: number;
  tbt: number;
  js: number;
  rps: number;
  non2xx: number;
  lcpElement: string;
  scripts: number;
  /** Accessibility, best practices and SEO scores (first run). */
  others: string;
  /** The 1-minute load average before and after the page's Lighthouse runs. */
  load: string;
};

function run(cmd: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<void>((done, fail) =>
    spawn(cmd, args, { stdio: ["ignore", "inherit", "inherit"], cwd: options.cwd, env: options.env }).once("exit", (code) =>
      code ? fail(new Error(`${cmd} ${args.join(" ")} failed (${code})`)) : done(),
    ),
  );
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer.`);
}

/** The bare page: what `create-next-app` gives minus the styling, on the project's own packages. */
function writeFloorApp() {
  mkdirSync(join(FLOOR_DIR, "app"), { recursive: true });
  symlinkSync(resolve(ROOT, "node_modules"), join(FLOOR_DIR, "node_modules"));
  writeFileSync(join(FLOOR_DIR, "package.json"), JSON.stringify({ name: "bench-floor", private: true, type: "module" }));
  // Turbopack compiles only files under its root: "/" takes in the linked node_modules.
  writeFileSync(
    join(FLOOR_DIR, "next.config.mjs"),
    'export default { poweredByHeader: false, turbopack: { root: "/" }, outputFileTracingRoot: "/" };\n',
  );
  writeFileSync(
    join(FLOOR_DIR, "app/layout.tsx"),
    `import "./globals.css";
export const metadata = { title: "Floor", description: "A bare Next.js page." };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  );
  writeFileSync(
    join(FLOOR_DIR, "app/page.tsx"),
    `export default function Page() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-14">
      <h1 className="text-4xl font-semibold">A bare Next.js page</h1>
      <p className="mt-4 text-lg leading-relaxed">The framework's floor: a static server-rendered page with a heading and a paragraph, and the framework's own client JavaScript.</p>
    </main>
  );
}
`,
  );
  // The product's Tailwind setup: the same PostCSS plugin, Tailwind's whole base layer.
  writeFileSync(join(FLOOR_DIR, "app/globals.css"), '@import "tailwindcss" source(".");\n');
  writeFileSync(join(FLOOR_DIR, "postcss.config.mjs"), 'export default { plugins: { "@tailwindcss/postcss": {} } };\n');
  writeFileSync(
    join(FLOOR_DIR, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        lib: ["dom", "esnext"],
        strict: true,
        noEmit: true,
        module: "esnext",
        moduleResolution: "bundler",
        jsx: "react-jsx",
        isolatedModules: true,
        skipLibCheck: true,
        plugins: [{ name: "next" }],
      },
      include: ["app/**/*.tsx", "next-env.d.ts"],
    }),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const gzipCache = new Map<string, number>();
/** The gzip size (default level, as `next start` compresses) of one script. */
async function gzipSize(url: string): Promise<number> {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipCache.set(url, gzipSync(body).length);
  }
  return gzipCache.get(url)!;
}

/** Lighthouse `runs` times (mobile preset: simulated slow 4G and a 4x slower CPU); each figure's median. */
async function measurePage(port: number, url: string) {
  const perf: number[] = [];
  const lcp: number[] = [];
  const tbt: number[] = [];
  let scripts: string[] = [];
  let lcpElement = "";
  let others = "";
  const loadBefore = loadavg()[0];
  for (let i = 0; i < RUNS; i++) {
    const onlyCategories = i === 0 ? ["performance", "accessibility", "best-practices", "seo"] : ["performance"];
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    perf.push(score("performance"));
    if (i === 0) others = [score("accessibility"), score("best-practices"), score("seo")].join(" / ");
    lcp.push(lhr.audits["largest-contentful-paint"].numericValue ?? NaN);
    tbt.push(lhr.audits["total-blocking-time"].numericValue ?? NaN);
    const requests =
      (lhr.audits["network-requests"].details as { items: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
    const lcpItems = (
      lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
    )?.items;
    lcpElement = lcpItems?.[0]?.items?.[0]?.node?.snippet ?? lcpElement;
    scripts = [...new Set(requests.filter((r) => r.resourceType === "Script").map((r) => r.url))];
  }
  // Lantern's simulated LCP counts every request that ended before the paint it observed without
  // throttling, scripts included (docs/measurements.md, "The brand fonts after the first paint"):
  // these runs measure the page on the throttled link itself.
  const lcpThrottled: number[] = [];
  for (let i = 0; i < THROTTLED_RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      throttlingMethod: "devtools",
    });
    lcpThrottled.push(result?.lhr.audits["largest-contentful-paint"].numericValue ?? NaN);
  }
  const js = (await Promise.all(scripts.map(gzipSize))).reduce((a, b) => a + b, 0);
  const load = `${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)}`;
  return {
    perf: median(perf),
    lcp: median(lcp),
    lcpThrottled: median(lcpThrottled),
    tbt: median(tbt),
    js,
    lcpElement,
    scripts: scripts.length,
    others,
    load,
  };
}

/** `connections` clients sending GETs back to back for `duration` seconds. */
async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { rps: result.requests.average, non2xx: result.non2xx + result.errors + result.timeouts };
}

function stop(child: ChildProcess | undefined) {
  if (child && child.exitCode === null) child.kill("SIGTERM");
}

const database = await createTestDatabase("wellness_bench");
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  DATABASE_URL: database.url,
  AUTH_SECRET: "bench-secret-at-least-32-characters-long!!",
  ALLOW_TEST_PAYMENTS: "1",
  RATE_LIMIT_DISABLED: "1",
  JOBS_IN_PROCESS: "0",
};
let server: ChildProcess | undefined;
let floor: ChildProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  process.env.DATABASE_URL = database.url;
  const { seed } = await import("../prisma/seed");
  await seed({ inPersonOpen: true });
  const { db } = await import("../lib/db");
  await db.$disconnect();

  if (BUILD || !existsSync(join(ROOT, ".next/BUILD_ID"))) {
    console.log("Building the product (next build)...");
    await run(process.execPath, [NEXT_BIN, "build"], { env });
  }
  console.log("Building the floor (a bare Next.js page)...");
  writeFloorApp();
  await run(process.execPath, [NEXT_BIN, "build"], { cwd: FLOOR_DIR, env });

  server = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(PORT)], { stdio: ["ignore", "ignore", "inherit"], env });
  floor = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(FLOOR_PORT)], {
    cwd: FLOOR_DIR,
    stdio: ["ignore", "ignore", "inherit"],
    env,
  });
  const base = `http://127.0.0.1:${PORT}`;
  const floorUrl = `http://127.0.0.1:${FLOOR_PORT}/`;
  await Promise.all([waitFor(`${base}/api/health`), waitFor(floorUrl)]);

  // One published post: the first the blog index links to.
  const blogHtml = await (await fetch(`${base}/blog`)).text();
  const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(blogHtml)?.[1];
  const pages = requestedPages.map((page) => {
    if (page !== POST) return { label: `\`${page}\``, url: `${base}${page}` };
    if (!slug) throw new Error("The blog index links to no post.");
    return { label: `a blog post (\`/blog/${slug}\`)`, url: `${base}/blog/${slug}` };
  });
  // Warm every page once (an ISR page renders on its first request after the build).
  for (const { url } of [{ url: floorUrl }, ...pages]) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    await res.arrayBuffer();
  }

  // --disable-frame-rate-limit: without it headless Chromium with software compositing reports a
  // frame's presentation up to a second late once the page goes quiet, so a page whose first paint
  // needs a stylesheet saw its FCP/LCP at exactly 1.24 s or 2.25 s, after hydration and the link
  // prefetches, and Lantern then counted all of that work into the simulated LCP.
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-frame-rate-limit",
    ],
  });
  console.log(
    `Load average before measuring (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")} on ${availableParallelism()} cores`,
  );
  const rows: { label: string; figures: Figures }[] = [];
  for (const { label, url } of [{ label: "floor: bare Next.js page", url: floorUrl }, ...pages]) {
    console.log(`Lighthouse x${RUNS} and load (${CONNECTIONS} connections, ${DURATION} s): ${url}`);
    const lh = await measurePage(chrome.port, url);
    const http = await load(url);
    rows.push({ label, figures: { ...lh, ...http } });
  }

  const [floorFigures] = rows.map((r) => r.figures);
  const ratio = (value: number, base: number) => (base === 0 ? (value === 0 ? "1.00" : "-") : (value / base).toFixed(2));
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const lines = [
    "| page | Lighthouse perf | × floor | LCP | × floor | LCP throttled | × floor | TBT | × floor | JS gzip | × floor | GET req/s | × floor | a11y / BP / SEO | load avg |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(({ label, figures: f }) =>
      [
        label,
        f.perf,
        ratio(f.perf, floorFigures.perf),
        `${(f.lcp / 1000).toFixed(2)} s`,
        ratio(f.lcp, floorFigures.lcp),
        `${(f.lcpThrottled / 1000).toFixed(2)} s`,
        ratio(f.lcpThrottled, floorFigures.lcpThrottled),
        `${Math.round(f.tbt)} ms`,
        ratio(f.tbt, floorFigures.tbt),
        kB(f.js),
        ratio(f.js, floorFigures.js),
        Math.round(f.rps).toLocaleString("en-US") + (f.non2xx ? ` (${f.non2xx} not 2xx)` : ""),
        ratio(f.rps, floorFigures.rps),
        f.others,
        f.load,
      ]
        .join(" | ")
        .replace(/^/, "| ")
        .concat(" |"),
    ),
  ];
  console.log(
    `\nPublic pages against the floor (Lighthouse mobile preset, median of ${RUNS}; LCP throttled: DevTools throttling, median of ${THROTTLED_RUNS}; JS: gzip of the scripts loaded; autocannon ${CONNECTIONS} connections, ${DURATION} s, GET; ${database.kind === "postgres" ? "PostgreSQL" : "embedded PGlite"})\n`,
  );
  console.log(lines.join("\n"));
  console.log("\nLCP element (last run) and number of scripts loaded:");
  for (const { label, figures } of rows) console.log(`- ${label}: ${figures.scripts} scripts; ${figures.lcpElement.slice(0, 160)}`);
  if (rows.some((r) => r.figures.non2xx)) process.exitCode = 1;
} finally {
  await chrome?.kill();
  stop(server);
  stop(floor);
  rmSync(FLOOR_DIR, { recursive: true, force: true }); // removes the node_modules link, not what it points to
  await database.drop();
}
