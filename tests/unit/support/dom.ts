import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// What the DOM tests of interactive components share: a stubbed fetch answering JSON, reset
// around every test, and the rendered tree removed after it.

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Stubs the global fetch for every test of the calling file; returns the mock to program. */
export function stubFetchPerTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.clearAllMocks();
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
