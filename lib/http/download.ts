// Every file the app hands out as a download (CSV exports, receipts, consent agreements, .ics
// files) is answered by one function: its type, `attachment` with a safe file name, its length,
// no MIME sniffing, and never cached (the files are personal).

/** attachment; filename="..." (plain ASCII, quotes replaced) with an RFC 5987 filename* carrying the exact name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export type DownloadFile = {
  fileName: string;
  /** "text/csv; charset=utf-8", "application/pdf", "text/calendar; charset=utf-8"... */
  contentType: string;
  content: string | Uint8Array;
};

/** The file as a download response. */
export function fileDownloadResponse({ fileName, contentType, content }: DownloadFile): Response {
  const body = typeof content === "string" ? new TextEncoder().encode(content) : new Uint8Array(content);
  return new Response(body, {
    headers: {
      "content-type": contentType,
      "content-length": String(body.byteLength),
      "content-disposition": contentDisposition(fileName),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}
