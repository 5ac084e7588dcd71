import type { Viewport } from "next";
import { display, sans } from "@/components/site/fonts";
import { Toaster } from "@/components/ui/toaster";

export const siteViewport: Viewport = { themeColor: "#3d6b52", width: "device-width", initialScale: 1 };

/** The <html> and <body> of every page: the root layout's, and the global 404's (which has no layout). */
export function SiteDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${sans.variable} ${display.variable}`}>
      <body className="min-h-dvh">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
