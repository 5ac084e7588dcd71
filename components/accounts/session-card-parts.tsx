import { Link } from "@/components/ui/link";
import { AlertCircle, CalendarPlus, type LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { RefreshButton } from "@/components/accounts/refresh-button";

// The pieces My Appointments and My Virtual Sessions share: a labelled line of a session card,
// the empty and error states, and the way to book.

/** One fact of a session: an icon, a label for screen readers, the value (long values wrap). */
export function SessionDetail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export function BookSessionLink() {
  return (
    <Button asChild size="lg">
      <Link href="/schedule">
        <CalendarPlus aria-hidden="true" />
        Book a Session
      </Link>
    </Button>
  );
}

/** Nothing to list yet: what will appear here, and Book a Session. */
export function NoSessionsCard({
  icon: Icon,
  title,
  children,
  action = <BookSessionLink />,
}: {
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
  /** What the client can do next (Book a Session unless given). */
  action?: React.ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-accent-foreground">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-2">
          <h2 className="text-2xl font-semibold">{title}</h2>
          <p className="max-w-md text-muted-foreground">{children}</p>
        </div>
        {action}
      </CardContent>
    </Card>
  );
}

/** The list could not be read: say so and offer Try Again. */
export function SessionsLoadError({ title, what }: { title: string; what: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center" role="alert">
        <AlertCircle className="size-10 text-destructive" aria-hidden="true" />
        <div className="flex flex-col gap-2">
          <h2 className="text-2xl font-semibold">{title}</h2>
          <p className="max-w-md text-muted-foreground">Your {what} could not be loaded right now. Please try again in a moment.</p>
        </div>
        <RefreshButton variant="outline">Try Again</RefreshButton>
      </CardContent>
    </Card>
  );
}
