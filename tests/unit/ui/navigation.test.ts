import { describe, expect, it } from "vitest";

import { accountNav, isActivePath, mainNav } from "@/components/site/navigation";

describe("header navigation", () => {
  it("lists the spec's links in order", () => {
    expect(mainNav.map((l) => [l.label, l.href])).toEqual([
      ["Home", "/"],
      ["Services", "/services"],
      ["Schedule", "/schedule"],
      ["Virtual Sessions", "/virtual-sessions"],
      ["About", "/about"],
      ["Blog", "/blog"],
      ["Contact", "/contact"],
    ]);
    expect(accountNav.map((l) => [l.label, l.href])).toEqual([
      ["My Profile", "/profile"],
      ["My Appointments", "/appointments"],
      ["My Packages & Gift Cards", "/my-packages"],
      ["My Sessions", "/virtual-sessions"],
    ]);
  });

  it("marks Home only on the home page", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/services", "/")).toBe(false);
  });

  it("marks a section on its sub-pages but not on look-alike paths", () => {
    expect(isActivePath("/blog", "/blog")).toBe(true);
    expect(isActivePath("/blog/finding-calm", "/blog")).toBe(true);
    expect(isActivePath("/blogroll", "/blog")).toBe(false);
    expect(isActivePath(null, "/blog")).toBe(false);
  });
});
