import Link from "next/link";
import { Clock, MapPin, Video } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { ServiceDTO } from "@/lib/content/services";
import { bookServiceHref } from "@/lib/booking/links";
import { formatPrice } from "@/lib/format";
import { TAX_NOTE } from "@/lib/payments/tax-display";

/** "60-minute virtual" / "75-minute in-person" (spec: services page). */
export const sessionLabel = (service: Pick<ServiceDTO, "duration" | "isVirtual">) =>
  `${service.duration}-minute ${service.isVirtual ? "virtual" : "in-person"}`;

export function ServiceCard({ service }: { service: ServiceDTO }) {
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
          <span className="font-display text-3xl font-semibold text-primary">{formatPrice(service.price)}</span>
          <span className="text-sm text-muted-foreground">{TAX_NOTE}</span>
        </p>
        <p className="leading-relaxed text-muted-foreground">{service.description}</p>
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          <Link href={bookServiceHref(service.id)} aria-label={`Book Now: ${service.name}`}>
            Book Now
          </Link>
        </Button>
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
