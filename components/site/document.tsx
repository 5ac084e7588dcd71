import type { Viewport } from "next";
import { brandFontsScript } from "@/components/site/brand-fonts";
import { signedInScript } from "@/lib/auth/session-hint";
import { NavigationSettled } from "@/components/ui/link";
import { Toaster } from "@/components/ui/toaster";

export const siteViewport: Viewport = { themeColor: "#3d6b52", width: "device-width", initialScale: 1 };

/** The <html> and <body> of every page: the root layout's, and the global 404's (which has no layout). */
export function SiteDocument({ children }: { children: React.ReactNode }) {
  return (
    // The signed-in script marks <html> before React hydrates it: only its attributes may differ.
    <html lang="en" suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layout's own <head> (the rule knows app/ only) */}
      <head>
        {/* Adds the brand fonts: after the first paint on a first visit, before it once cached. */}
        <script dangerouslySetInnerHTML={{ __html: brandFontsScript }} />
        {/* Hides a member's header "Login" until the session store takes over (lib/auth/session-hint.ts). */}
        <script dangerouslySetInnerHTML={{ __html: signedInScript }} />
      </head>
      <body className="min-h-dvh">
        {children}
        <Toaster />
        <NavigationSettled />
      </body>
    </html>
  );
}
