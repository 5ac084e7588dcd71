import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/session/route";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";

describe("GET /api/session", () => {
  it("answers 200 with a null user for visitors", async () => {
    loginAs(null);
    const res = await call(GET);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ user: null });
  });

  it("answers the logged-in user without any password field", async () => {
    const user = await createUser({ firstName: "Nora" });
    loginAs(user);
    const res = await call(GET);
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ id: user.id, firstName: "Nora", username: user.username });
    expect(res.text).not.toMatch(/password/i);
    expect(res.headers.get("set-cookie")).toBeNull();
    loginAs(null);
  });
});
