import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

// jsdom is not installed in this project, so these render on the server and inspect the HTML.
const html = (node: React.ReactElement) => renderToStaticMarkup(node);

describe("cn", () => {
  it("lets later Tailwind utilities win and drops falsy values", () => {
    expect(cn("px-2 py-1", false && "hidden", "px-4")).toBe("py-1 px-4");
  });
});

describe("Button", () => {
  it("is a non-submitting button by default", () => {
    expect(html(<Button>Save</Button>)).toMatch(/^<button[^>]*type="button"/);
    expect(html(<Button type="submit">Save</Button>)).toContain('type="submit"');
  });

  it("renders its child with the button styles when asChild is set", () => {
    const out = html(
      <Button asChild variant="outline">
        <a href="/auth">Login</a>
      </Button>,
    );
    expect(out).toMatch(/^<a /);
    expect(out).toContain('href="/auth"');
    expect(out).not.toContain("type=");
    expect(out).toContain("border-control/60");
  });

  it("has a 44 px touch target in the default size", () => {
    expect(html(<Button>Book</Button>)).toContain("h-11");
    expect(html(<Button size="icon" aria-label="Open menu" />)).toContain("size-11");
  });
});

describe("Badge", () => {
  it.each([
    ["success", "text-success"],
    ["warning", "text-warning"],
    ["destructive", "text-destructive"],
    ["outline", "border-border"],
  ] as const)("renders the %s variant", (variant, expected) => {
    expect(html(<Badge variant={variant}>Paid</Badge>)).toContain(expected);
  });
});

describe("Spinner", () => {
  it("announces its label as a status", () => {
    const out = html(<Spinner label="Loading..." />);
    expect(out).toContain('role="status"');
    expect(out).toMatch(/<span class="sr-only">Loading...<\/span>/);
  });

  it("can show the label visibly", () => {
    expect(html(<Spinner label="Checking your session" showLabel />)).toMatch(/<span class="text-sm">Checking your session<\/span>/);
  });
});
