import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import NextFileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache";
import PageCacheHandler from "@/lib/cache/page-cache-handler.mjs";

// The page cache must never grow with what a visitor asks for: Next's own cache writes a file set
// for every notFound() render of /blog/<anything>.

const page = (status: number) => ({
  kind: "APP_PAGE",
  html: "<html>page</html>",
  rscData: Buffer.from("rsc"),
  headers: {},
  postponed: undefined,
  status,
  segmentData: undefined,
});
const ctx = { cacheControl: { revalidate: 60, expire: 31536000 }, isRoutePPREnabled: false, isFallback: false };

let distDir: string;
beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), "page-cache-"));
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

const open = (Handler: typeof PageCacheHandler) =>
  new Handler({ fs: nodeFs, serverDistDir: distDir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 0 } as never);
const blogFiles = () => (existsSync(join(distDir, "app/blog")) ? readdirSync(join(distDir, "app/blog")) : []);

describe("the page cache", () => {
  it("Next's own cache stores a not-found page under the requested name (why ours exists)", async () => {
    await open(NextFileSystemCache as never).set("/blog/no-such-post", page(404) as never, ctx as never);
    expect(blogFiles()).toContain("no-such-post.html");
  });

  it("stores no not-found page under a new name, whatever the address", async () => {
    const cache = open(PageCacheHandler);
    for (const slug of ["no-such-post", "x\r\ny", "a".repeat(200)]) await cache.set(`/blog/${slug}`, page(404) as never, ctx as never);
    await cache.set(
      "/blog/x/opengraph-image",
      { kind: "APP_ROUTE", body: Buffer.from(""), headers: {}, status: 404 } as never,
      ctx as never,
    );
    expect(blogFiles()).toEqual([]);
  });

  it("stores a found page, and a not-found page over it (an unpublished post is not served on)", async () => {
    const cache = open(PageCacheHandler);
    await cache.set("/blog/a-post", page(200) as never, ctx as never);
    expect(blogFiles()).toContain("a-post.html");
    await cache.set("/blog/a-post", page(404) as never, ctx as never);
    const entry = await cache.get("/blog/a-post", { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false } as never);
    expect(entry?.value).toMatchObject({ status: 404 });
  });
});
