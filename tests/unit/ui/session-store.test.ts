import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";

type Store = typeof import("@/components/site/session-store");

const user = { id: 7, username: "jane", email: "jane@example.com", firstName: "Jane", lastName: "Doe", phone: null, isAdmin: false };

const logOutAction = vi.fn();
vi.mock("@/lib/actions/accounts", () => ({ logOutAction: (...args: unknown[]) => logOutAction(...args) }));

/**
 * The document as far as the store uses it: cookie as the browser keeps it (`name=value` lines set,
 * `Max-Age=0` deletes), and <html>'s attributes, marked signed-in as the page's script does.
 */
function fakeDocument(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial));
  const htmlAttributes = new Set(jar.has("signed-in") ? ["data-signed-in"] : []);
  return {
    documentElement: {
      hasAttribute: (name: string) => htmlAttributes.has(name),
      removeAttribute: (name: string) => htmlAttributes.delete(name),
    },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(line: string) {
      const [pair, ...attributes] = line.split("; ");
      const [name, value] = pair.split("=");
      if (attributes.includes("Max-Age=0")) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

let store: Store;
let doc: ReturnType<typeof fakeDocument>;
let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
let win: EventTarget;
let authChanged: number;

beforeEach(async () => {
  vi.resetModules(); // fresh module state per test
  win = new EventTarget();
  authChanged = 0;
  win.addEventListener("auth-changed", () => authChanged++);
  vi.stubGlobal("window", win);
  doc = fakeDocument({ theme: "light", "signed-in": "1" }); // a browser that has signed in
  vi.stubGlobal("document", doc);
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
    expect(doc.documentElement.hasAttribute("data-signed-in")).toBe(true); // "Login" hidden meanwhile
    await store.refreshSession();
    expect(store.getSession()).toEqual({ status: "ready", user });
    expect(fetchMock).toHaveBeenCalledWith("/api/session", expect.objectContaining({ cache: "no-store" }));
    expect(doc.documentElement.hasAttribute("data-signed-in")).toBe(false);
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

describe("session store: the signed-in note (lib/auth/session-hint.ts)", () => {
  async function freshStore(cookies: Record<string, string>) {
    vi.resetModules();
    doc = fakeDocument(cookies);
    vi.stubGlobal("document", doc);
    return import("@/components/site/session-store");
  }

  it("without it, a visitor is logged out from the start and nothing is asked, on any refresh", async () => {
    store = await freshStore({ theme: "light" });
    expect(store.getSession()).toEqual({ status: "ready", user: null });
    await store.refreshSession();
    win.dispatchEvent(new Event("auth-changed"));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getSession()).toEqual({ status: "ready", user: null });
  });

  it("does not notify when a refresh leaves a visitor logged out", async () => {
    store = await freshStore({});
    const listener = vi.fn();
    store.subscribeSession(listener);
    await store.refreshSession();
    expect(listener).not.toHaveBeenCalled();
  });

  it("asks once the note appears (a sign-in set it)", async () => {
    store = await freshStore({});
    doc.cookie = "signed-in=1; Path=/";
    fetchMock.mockResolvedValue(Response.json({ user }));
    await store.refreshSession();
    expect(store.getSession()).toEqual({ status: "ready", user });
  });

  it("forgets a note that outlived its session, so the next refresh asks nothing", async () => {
    fetchMock.mockResolvedValue(Response.json({ user: null }));
    await store.refreshSession();
    expect(doc.cookie).toBe("theme=light");
    expect(doc.documentElement.hasAttribute("data-signed-in"), "the header shows its Login").toBe(false);
    await store.refreshSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a 500", () => Promise.resolve(new Response("boom", { status: 500 }))],
  ])("keeps the note after %s, which says nothing about the session", async (_name, answer) => {
    fetchMock.mockImplementation(answer);
    await store.refreshSession();
    expect(store.getSession()).toEqual({ status: "ready", user: null });
    expect(doc.cookie).toContain("signed-in=1");
  });
});

describe("logout: the action, then the store", () => {
  let logout: typeof import("@/components/site/logout").logout;
  beforeEach(async () => {
    ({ logout } = await import("@/components/site/logout"));
  });

  it("clears the user and announces auth-changed on success", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ user }));
    await store.refreshSession();
    logOutAction.mockResolvedValueOnce({ status: "success", at: 1 });

    await expect(logout()).resolves.toBeNull();
    expect(logOutAction).toHaveBeenCalledTimes(1);
    expect(store.getSession()).toEqual({ status: "ready", user: null });
    expect(authChanged).toBe(1);
  });

  it("returns the server's message on failure and keeps the user", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ user }));
    await store.refreshSession();
    logOutAction.mockResolvedValueOnce({ status: "error", message: "Session store unavailable", at: 1 });

    await expect(logout()).resolves.toBe("Session store unavailable");
    expect(store.getSession()).toEqual({ status: "ready", user });
    expect(authChanged).toBe(0);
  });

  it("says so when the server could not be reached", async () => {
    logOutAction.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(logout()).resolves.toBe("Could not log out. Please check your connection and try again.");
  });
});
