import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";

type Store = typeof import("@/components/site/session-store");

const user = { id: 7, username: "jane", email: "jane@example.com", firstName: "Jane", lastName: "Doe", phone: null, isAdmin: false };

const logOutAction = vi.fn();
vi.mock("@/lib/actions/accounts", () => ({ logOutAction: (...args: unknown[]) => logOutAction(...args) }));

let store: Store;
let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
let win: EventTarget;
let authChanged: number;

beforeEach(async () => {
  vi.resetModules(); // fresh module state per test
  win = new EventTarget();
  authChanged = 0;
  win.addEventListener("auth-changed", () => authChanged++);
  vi.stubGlobal("window", win);
  fetchMock = vi.fn();
  logOutAction.mockReset();
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => fetchMock(url, init));
  store = await import("@/components/site/session-store");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("session store: GET /api/session", () => {
  it("starts loading, then holds the user", async () => {
    expect(store.getSession()).toEqual({ status: "loading" });
    fetchMock.mockResolvedValue(Response.json({ user }));
    await store.refreshSession();
    expect(store.getSession()).toEqual({ status: "ready", user });
    expect(fetchMock).toHaveBeenCalledWith("/api/session", expect.objectContaining({ cache: "no-store" }));
  });

  it.each([
    ["a visitor ({ user: null })", () => Response.json({ user: null })],
    ["404", () => new Response("Not Found", { status: 404 })],
    ["500", () => new Response("boom", { status: 500 })],
    ["a body without a user", () => Response.json({})],
  ])("treats %s as logged out", async (_name, response) => {
    fetchMock.mockResolvedValue(response());
    await store.refreshSession();
    expect(store.getSession()).toEqual({ status: "ready", user: null });
  });

  it("treats a network failure as logged out", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await store.refreshSession();
    expect(store.getSession()).toEqual({ status: "ready", user: null });
  });

  it("sends one request for concurrent refreshes", async () => {
    fetchMock.mockResolvedValue(Response.json({ user }));
    await Promise.all([store.refreshSession(), store.refreshSession(), store.refreshSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("refreshes subscribers on the window's auth-changed event", async () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribeSession(listener);
    fetchMock.mockResolvedValue(Response.json({ user }));
    win.dispatchEvent(new Event("auth-changed"));
    await vi.waitFor(() => expect(store.getSession()).toEqual({ status: "ready", user }));
    expect(listener).toHaveBeenCalled();

    unsubscribe();
    fetchMock.mockClear();
    win.dispatchEvent(new Event("auth-changed"));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("session store: the logout action", () => {
  it("clears the user and announces auth-changed on success", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ user }));
    await store.refreshSession();
    logOutAction.mockResolvedValueOnce({ status: "success", at: 1 });

    await expect(store.logout()).resolves.toBeNull();
    expect(logOutAction).toHaveBeenCalledTimes(1);
    expect(store.getSession()).toEqual({ status: "ready", user: null });
    expect(authChanged).toBe(1);
  });

  it("returns the server's message on failure and keeps the user", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ user }));
    await store.refreshSession();
    logOutAction.mockResolvedValueOnce({ status: "error", message: "Session store unavailable", at: 1 });

    await expect(store.logout()).resolves.toBe("Session store unavailable");
    expect(store.getSession()).toEqual({ status: "ready", user });
    expect(authChanged).toBe(0);
  });

  it("says so when the server could not be reached", async () => {
    logOutAction.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(store.logout()).resolves.toBe("Could not log out. Please check your connection and try again.");
  });
});
