import type { Metadata } from "next";

import { BackLink } from "@/components/admin/back-link";
import { PromoCodeForm } from "@/components/admin/promo-codes/promo-code-form";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { requireAdminPage } from "@/lib/admin/auth";
import { listAdminServices } from "@/lib/practice/services";

export const metadata: Metadata = { title: "Add a promo code" };

export default async function NewPromoCodePage() {
  const admin = await requireAdminPage();
  const services = await listAdminServices();
  return (
    <AdminShell admin={admin}>
      <BackLink href="/admin/promo-codes">All promo codes</BackLink>
      <AdminPageTitle
        title="Add a promo code"
        description="Clients can enter it on the payment step as soon as you add it (while it is active)."
      />
      <div className="rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <PromoCodeForm services={services.map(({ id, name, active }) => ({ id, name, active }))} />
      </div>
    </AdminShell>
  );
}
