import type { Metadata } from "next";
import Link from "next/link";
import { Clock, MapPin, Pencil, Plus, Video } from "lucide-react";

import { MoveButtons } from "@/components/admin/move-buttons";
import { ServiceStatusButton } from "@/components/admin/services/service-actions";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { moveServiceAction } from "@/lib/actions/services";
import { requireAdminPage } from "@/lib/admin/auth";
import { formatServicePrice } from "@/lib/format";
import { listAdminServices, type AdminService } from "@/lib/practice/services";
import { NOT_YET_BOOKABLE } from "@/lib/practice/bookable";
import { getPracticeSettings, isBookable } from "@/lib/practice/settings";
import { serviceSections } from "@/components/services/services-sections";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Services" };

// The owner's services by category, in the order the site shows them: edit, move up or down,
// retire or restore. Server-rendered; the buttons are small client components that refresh it.

export default async function AdminServicesPage() {
  const admin = await requireAdminPage();
  const [services, settings] = await Promise.all([listAdminServices(), getPracticeSettings()]);

  return (
    <AdminShell admin={admin}>
      <AdminPageTitle
        title="Services"
        description="What clients can book: prices, lengths and the order the site lists them in. Changes show on the site at once."
      >
        <Link href="/admin/services/new" className={cn(buttonVariants(), "w-full sm:w-fit")}>
          <Plus aria-hidden="true" />
          Add a service
        </Link>
      </AdminPageTitle>
      {!settings.inPersonOpen ? (
        <p className="rounded-lg border border-warning/25 bg-warning/10 p-3 text-sm">
          In-person sessions are closed for booking: in-person services show as &ldquo;{NOT_YET_BOOKABLE}&rdquo;.{" "}
          <Link href="/admin/settings" className="font-medium text-primary underline underline-offset-4">
            Open them in Settings
          </Link>
          .
        </p>
      ) : null}
      {serviceSections.map((section) => {
        const inCategory = services.filter((s) => s.category === section.category);
        return (
          <section
            key={section.id}
            aria-labelledby={`admin-${section.id}-heading`}
            className="grid min-w-0 gap-4 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6"
          >
            <h2 id={`admin-${section.id}-heading`} className="text-2xl font-semibold">
              {section.title}
            </h2>
            {inCategory.length ? (
              <ol aria-label={section.title} className="grid gap-3">
                {inCategory.map((service, i) => (
                  <ServiceRow
                    key={service.id}
                    service={service}
                    position={i + 1}
                    isFirst={i === 0}
                    isLast={i === inCategory.length - 1}
                    bookable={isBookable(service, settings)}
                  />
                ))}
              </ol>
            ) : (
              <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
                No services in this category yet.
              </p>
            )}
          </section>
        );
      })}
    </AdminShell>
  );
}

function ServiceRow({
  service,
  position,
  isFirst,
  isLast,
  bookable,
}: {
  service: AdminService;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  bookable: boolean;
}) {
  const Where = service.isVirtual ? Video : MapPin;
  return (
    <li
      aria-label={service.name}
      data-testid="admin-service"
      className={cn(
        "grid gap-3 rounded-lg border border-border p-3 sm:p-4 lg:grid-cols-[1fr_auto] lg:items-center",
        !service.active && "bg-muted/40",
      )}
    >
      <div className="flex min-w-0 gap-3">
        <span
          aria-hidden="true"
          className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary"
        >
          {position}
        </span>
        <div className="grid min-w-0 gap-1.5">
          <p className="flex flex-wrap items-center gap-2">
            <span className="[overflow-wrap:anywhere] font-semibold">{service.name}</span>
            {service.active ? <Badge variant="success">Offered</Badge> : <Badge variant="secondary">Retired</Badge>}
            {service.active && !bookable ? <Badge variant="warning">{NOT_YET_BOOKABLE}</Badge> : null}
            {service.newClientsOnly ? <Badge variant="outline">New clients only</Badge> : null}
            {service.onePerClient ? <Badge variant="outline">One per client</Badge> : null}
            {service.consentRequired ? null : <Badge variant="outline">No consent form</Badge>}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">{formatServicePrice(service.price)}</span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              {service.duration} minutes
            </span>
            <span className="inline-flex items-center gap-1">
              <Where aria-hidden="true" className="size-3.5" />
              {service.isVirtual ? "Virtual" : "In person"}
            </span>
            <span>{service.appointments === 1 ? "1 booking" : `${service.appointments} bookings`}</span>
          </p>
          <p className="break-all text-xs text-muted-foreground">Slug: {service.slug}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:justify-end">
        <MoveButtons action={moveServiceAction} id={service.id} name={service.name} isFirst={isFirst} isLast={isLast} />
        <Link href={`/admin/services/${service.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {service.name}</span>
        </Link>
        <ServiceStatusButton id={service.id} name={service.name} active={service.active} appointments={service.appointments} />
      </div>
    </li>
  );
}
