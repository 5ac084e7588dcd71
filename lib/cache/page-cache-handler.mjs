// The page cache (ISR) of `next start`: Next's own file-system cache, except that a "not found"
// page is never stored under a new name. Next writes every notFound() render of a dynamic route to
// disk under the requested path (vercel/next.js#73101), so a crawler or anyone asking for
// /blog/<random> filled the disk with files named after the request (docs/decisions.md, "Page
// cache"). A 404 still replaces an entry that exists (an unpublished post's page), so it cannot
// keep being served from the cache.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

/** @type {typeof import("next/dist/server/lib/incremental-cache/file-system-cache").default} */
const FileSystemCache = createRequire(import.meta.url)("next/dist/server/lib/incremental-cache/file-system-cache.js").default;

export default class PageCacheHandler extends FileSystemCache {
  /** @type {FileSystemCache["set"]} */
  async set(key, data, ctx) {
    if (isNotFound(data) && !this.#holds(key, data.kind)) return;
    return super.set(key, data, ctx);
  }

  /** True when the cache (memory or disk) already has an entry under this key. */
  #holds(key, kind) {
    if (FileSystemCache.memoryCache?.has(key)) return true;
    if (!this.serverDistDir) return false;
    const file = kind === "APP_ROUTE" ? `${key}.body` : `${key}.html`;
    return existsSync(this.getFilePath(file, kind));
  }
}

/** A rendered page or route handler answer with status 404. */
function isNotFound(data) {
  return Boolean(data) && (data.kind === "APP_PAGE" || data.kind === "APP_ROUTE") && data.status === 404;
}
