import { Suspense } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { Filter } from "lucide-react";

import { AuditList } from "@/components/admin/audit-list";
import { AUDIT_PATH, auditHref, parseAuditState, type AuditState } from "@/components/admin/audit-state";
import { Pagination } from "@/components/admin/pagination";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input, fieldClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { requireAdminPage } from "@/lib/admin/auth";
import { AUDIT_ACTIONS } from "@/lib/audit/actions";
import { listAuditEntries } from "@/lib/audit/log";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import type { PageSearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditLogPage({ searchParams }: { searchParams: PageSearchParams }) {
  const admin = await requireAdminPage();
  const state = parseAuditState(await searchParams);
  return (
    <AdminShell admin={admin}>
      <AdminPageTitle title="Audit log" description="Every change made in the admin: who made it, when, and what it changed." />
      <section aria-label="Audit log" className="grid min-w-0 gap-5 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <AuditFilters state={state} />
        <Suspense key={auditHref(state)} fallback={<EntriesSkeleton />}>
          <AuditResults state={state} />
        </Suspense>
      </section>
    </AdminShell>
  );
}

/** A plain GET form: filtering works before (and without) JavaScript, and the URL keeps it. */
function AuditFilters({ state }: { state: AuditState }) {
  const filtered = Boolean(state.action || state.from || state.to);
  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      action={AUDIT_PATH}
      method="get"
      className="grid gap-3 sm:grid-cols-2 lg:flex lg:items-end"
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:w-72">
        <Label htmlFor="audit-action">Action</Label>
        <select id="audit-action" name="action" defaultValue={state.action} className={cn(fieldClasses, "h-11 appearance-auto px-3")}>
          <option value="">All actions</option>
          {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5 lg:w-44">
        <Label htmlFor="audit-from">From</Label>
        <Input id="audit-from" name="from" type="date" defaultValue={state.from} />
      </div>
      <div className="grid gap-1.5 lg:w-44">
        <Label htmlFor="audit-to">To</Label>
        <Input id="audit-to" name="to" type="date" defaultValue={state.to} />
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit" variant="outline" className="flex-1 lg:flex-none">
          <Filter aria-hidden="true" />
          Apply filters
        </Button>
        {filtered ? (
          <Link href={AUDIT_PATH} className={cn(buttonVariants({ variant: "ghost" }), "h-11 flex-1 lg:flex-none")}>
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}

async function AuditResults({ state }: { state: AuditState }) {
  const data = await listAuditEntries({
    action: state.action || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    page: state.page,
  });
  if (data.total === 0) {
    return (
      <p role="status" className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
        {state.action || state.from || state.to ? "No changes match these filters." : "No changes have been recorded yet."}
      </p>
    );
  }
  return (
    <div className="grid min-w-0 gap-5">
      <AuditList entries={data.entries} timeZone={siteConfig.timeZone} />
      <Pagination
        label="Audit log pages"
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        hrefFor={(page) => auditHref(state, { page })}
      />
    </div>
  );
}

function EntriesSkeleton() {
  return (
    <div role="status" aria-label="Loading the audit log..." className="grid gap-3">
      <span className="sr-only">Loading the audit log...</span>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-24 w-full" />
      ))}
    </div>
  );
}
