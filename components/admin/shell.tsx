import { AdminHeader } from "@/components/admin/header";
import { AdminNav } from "@/components/admin/admin-nav";
import { AdminZoneProvider } from "@/components/admin/zone";
import type { SessionUser } from "@/lib/auth/current-user";
import { siteConfig } from "@/lib/site-config";

/**
 * The frame of every signed-in admin page: skip link, header, the admin menu and the page's main
 * area, with the practice's time zone for client components. Pages call requireAdminPage() first
 * (the check is per page, never only here) and pass the admin in.
 */
export function AdminShell({ admin, children }: { admin: SessionUser; children: React.ReactNode }) {
  return (
    <AdminZoneProvider timeZone={siteConfig.timeZone}>
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-3 text-sm font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50"
      >
        Skip to main content
      </a>
      <AdminHeader siteName={siteConfig.name} adminName={admin.firstName || admin.username} />
      <AdminNav />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 focus:outline-none sm:px-6 sm:py-8 lg:px-8"
      >
        {children}
      </main>
    </AdminZoneProvider>
  );
}

/** The page's title (h1) and one line on what it is for. */
export function AdminPageTitle({ title, description, children }: { title: string; description: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {children}
    </div>
  );
}
