import { SiteFooter } from "@/components/site/footer";
import { SiteHeader } from "@/components/site/header";

/** Header + main + footer of the public site, with a skip link for keyboard users. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-primary px-4 py-3 text-sm font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:px-4 focus:py-3"
      >
        Skip to main content
      </a>
      <SiteHeader />
      {/* tabIndex lets the skip link move focus here in every browser. */}
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
