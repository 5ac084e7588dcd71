import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { GET as getHypnotherapy } from "@/app/api/services/hypnotherapy/route";
import { GET as getYoga } from "@/app/api/services/yoga/route";
import { GET as getService } from "@/app/api/services/[id]/route";
import { getServiceById, listServices } from "@/lib/practice/catalog";
import { call } from "../../support/api";

const serviceShape = {
  id: expect.any(Number),
  name: expect.any(String),
  category: expect.any(String),
  duration: expect.any(Number),
  isVirtual: expect.any(Boolean),
  price: expect.any(Number),
  description: expect.any(String),
};

describe("GET /api/services/{category}", () => {
  it("lists the yoga services, in order, with the contract's fields only", async () => {
    const res = await call(getYoga, { url: "/api/services/yoga" });
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThanOrEqual(3);
    for (const service of res.json) {
      expect(Object.keys(service).sort()).toEqual(Object.keys(serviceShape).sort());
      expect(service).toEqual(serviceShape);
      expect(service.category).toBe("yoga");
      expect(Number.isInteger(service.price)).toBe(true);
    }
    const seeded = await db.service.findMany({ where: { category: "yoga", active: true }, orderBy: { sortOrder: "asc" } });
    expect(res.json.map((s: { id: number }) => s.id)).toEqual(seeded.map((s) => s.id));
  });

  it("lists the hypnotherapy services", async () => {
    const res = await call(getHypnotherapy, { url: "/api/services/hypnotherapy" });
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThanOrEqual(3);
    expect(res.json.every((s: { category: string }) => s.category === "hypnotherapy")).toBe(true);
    expect(res.json[0]).toEqual(serviceShape);
  });

  it("hides inactive services from the lists and from the detail lookup", async () => {
    const [first] = await listServices("yoga");
    await db.service.update({ where: { id: first.id }, data: { active: false } });
    try {
      const res = await call(getYoga, { url: "/api/services/yoga" });
      expect(res.json.map((s: { id: number }) => s.id)).not.toContain(first.id);
      expect(await getServiceById(first.id)).toBeNull();
      expect((await call(getService, { params: { id: String(first.id) } })).status).toBe(404);
    } finally {
      await db.service.update({ where: { id: first.id }, data: { active: true } });
    }
  });
});

describe("GET /api/services/{id}", () => {
  it("returns one service", async () => {
    const [service] = await listServices("hypnotherapy");
    const res = await call(getService, { params: { id: String(service.id) } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(service);
  });

  it("answers 404 for an unknown id", async () => {
    const res = await call(getService, { params: { id: "999999" } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Service not found");
  });

  it.each(["abc", "1.5", "-3", "1e3", ""])("answers 400 for the non-numeric id %j", async (id) => {
    const res = await call(getService, { params: { id } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Service id must be a positive number");
  });
});
