import type { Metadata } from "next";

import { PageNotFound } from "@/components/site/page-not-found";

export const metadata: Metadata = { title: "Page Not Found" };

/**
 * notFound() from an owner's page (an unknown service, post or client). Bare, without the admin
 * shell: a boundary renders with every page below it, /admin/login included, so it cannot ask
 * for the admin's session.
 */
export default function AdminNotFound() {
  return (
    <main id="main-content" className="flex flex-1 flex-col">
      <PageNotFound back={{ href: "/admin", label: "Back to the dashboard" }} />
    </main>
  );
}
