import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AdminLoginForm } from "@/components/admin/login-form";
import { LogoMark } from "@/components/site/logo";
import { getAdminUser } from "@/lib/admin/auth";
import { adminReturnPath } from "@/lib/admin/return-path";
import type { PageSearchParams } from "@/lib/search-params";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = { title: "Admin Login" };

export default async function AdminLoginPage({ searchParams }: { searchParams: PageSearchParams }) {
  // Where to go afterwards: the owner's page she asked for (?next=, inside /admin only), else the dashboard.
  const next = adminReturnPath((await searchParams).next);
  // An admin who is already signed in goes straight there.
  if (await getAdminUser()) redirect(next);

  return (
    <main id="main" className="flex flex-1 items-center justify-center px-4 py-12 sm:py-20">
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <LogoMark className="size-12" />
          <p className="text-sm font-medium uppercase tracking-[0.16em] text-muted-foreground">{siteConfig.name}</p>
          <h1 className="text-3xl font-semibold">Admin Login</h1>
          <p className="text-muted-foreground">Sign in to manage appointments, the calendar and payments.</p>
        </div>
        <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <AdminLoginForm next={next} />
        </div>
      </div>
    </main>
  );
}
