import type FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache";

/** Next's file-system page cache that stores no new "not found" page (page-cache-handler.mjs). */
export default class PageCacheHandler extends FileSystemCache {}
