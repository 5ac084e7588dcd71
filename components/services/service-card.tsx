import { Link } from "@/components/ui/link";
import { Clock, MapPin, Video } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { ServiceDTO } from "@/lib/practice/catalog";
import { bookServiceHref } from "@/lib/booking/links";
import { formatServicePrice } from "@/lib/format";
import { TAX_NOTE } from "@/lib/payments/tax-display";
import { NOT_YET_BOOKABLE } from "@/lib/practice/bookable";

/** "60-minute virtual" / "75-minute in-person" (spec: services page). */
export const sessionLabel = (service: Pick<ServiceDTO, "duration" | "isVirtual">) =>
  `${service.duration}-minute ${service.isVirtual ? "virtual" : "in-person"}`;

/**
 * One service on the services page. `bookable` false (an in-person service while in-person
 * sessions are closed, see lib/practice/settings): shown, marked "Not yet bookable", no Book Now.
 */
export function ServiceCard({ service, bookable = true }: { service: ServiceDTO; bookable?: boolean }) {
  const Icon = service.isVirtual ? Video : MapPin;
  return (
    <Card className="h-full gap-5 transition-shadow hover:shadow-md" data-testid="service-card">
      <CardHeader className="gap-3">
        <CardTitle as="h3" className="text-xl">
          {service.name}
        </CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4 text-primary" aria-hidden="true" />
            {`${sessionLabel(service)} session`}
          </span>
          <span className="sr-only">, </span>
          <span className="inline-flex items-center gap-1.5">
            <Icon className="size-4 text-primary" aria-hidden="true" />
            {service.isVirtual ? "By video call" : "In our studio"}
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-display text-3xl font-semibold text-primary">{formatServicePrice(service.price)}</span>
          {service.price > 0 ? <span className="text-sm text-muted-foreground">{TAX_NOTE}</span> : null}
        </p>
        <p className="leading-relaxed text-muted-foreground">{service.description}</p>
      </CardContent>
      <CardFooter>
        {bookable ? (
          <Button asChild className="w-full">
            <Link href={bookServiceHref(service.id)} aria-label={`Book Now: ${service.name}`}>
              Book Now
            </Link>
          </Button>
        ) : (
          <p
            className="grid w-full gap-1 rounded-lg border border-dashed border-border bg-muted/40 px-4 py-3 text-center text-sm"
            data-testid="not-bookable"
          >
            <span className="font-semibold text-foreground">{NOT_YET_BOOKABLE}</span>
            <span className="text-muted-foreground">In-person sessions open soon. Virtual sessions can be booked now.</span>
          </p>
        )}
      </CardFooter>
    </Card>
  );
}

/** The placeholder card shown while services load. */
export function ServiceCardSkeleton() {
  return (
    <Card className="h-full gap-5" data-testid="service-card-skeleton">
      <CardHeader className="gap-3">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Skeleton className="h-8 w-24" />
        <div className="grid gap-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </CardContent>
      <CardFooter>
        <Skeleton className="h-11 w-full" />
      </CardFooter>
    </Card>
  );
}
