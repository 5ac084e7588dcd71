import Link from "next/link";
import { AlertCircle, CalendarDays, CalendarPlus, Clock, UserRound, Video } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { JoinSessionButton } from "@/components/accounts/join-session-button";
import { RefreshButton } from "@/components/accounts/refresh-button";
import { listUpcomingVirtualAppointments, type VirtualAppointmentDTO } from "@/lib/accounts/client-data";

// /virtual-sessions, rendered on the server: the page streams this under <Suspense> with the
// skeleton below, so the sessions arrive with the page (no second round trip from the browser).

/** The user's upcoming virtual sessions, or the spec's error state when they cannot be read. */
export async function VirtualSessions({ userId }: { userId: number }) {
  let sessions: VirtualAppointmentDTO[];
  try {
    sessions = await listUpcomingVirtualAppointments(userId);
  } catch (error) {
    console.error("Loading the virtual sessions failed", error);
    return <SessionsLoadError />;
  }
  return <VirtualSessionsList sessions={sessions} />;
}

export function VirtualSessionsList({ sessions }: { sessions: VirtualAppointmentDTO[] }) {
  if (sessions.length === 0) return <NoSessions />;
  return (
    <ul className="grid gap-6 md:grid-cols-2" aria-label="Upcoming virtual sessions">
      {sessions.map((s) => (
        <li key={s.id}>
          <Card className="h-full">
            <CardHeader>
              <CardTitle as="h2" className="text-xl">
                {s.serviceName}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 text-sm">
                <Detail icon={CalendarDays} label="Date">
                  {s.formattedDate}
                </Detail>
                <Detail icon={Clock} label="Time">
                  {s.time}
                </Detail>
                <Detail icon={UserRound} label="Practitioner">
                  with {s.practitionerName}
                </Detail>
                <Detail icon={Video} label="Location">
                  Virtual (video call)
                </Detail>
              </dl>
            </CardContent>
            <CardFooter className="mt-auto">
              <JoinSessionButton zoomLink={s.zoomLink} serviceName={s.serviceName} />
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The shape of two session cards while the sessions load (loading.tsx and the Suspense fallback). */
export function VirtualSessionsSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your sessions...
      </span>
      {[0, 1].map((i) => (
        <div key={i} className="flex flex-col gap-6 rounded-xl border border-border bg-card p-6 shadow-sm">
          <Skeleton className="h-7 w-2/3" />
          <div className="flex flex-col gap-3">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-5 w-2/5" />
          </div>
          <Skeleton className="h-11 w-36" />
        </div>
      ))}
    </div>
  );
}

function Detail({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <dt className="sr-only">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function NoSessions() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-accent-foreground">
          <Video className="size-6" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-2">
          <h2 className="text-2xl font-semibold">No Upcoming Virtual Sessions</h2>
          <p className="max-w-md text-muted-foreground">When you book a virtual session, it will appear here with a link to join.</p>
        </div>
        <Button asChild size="lg">
          <Link href="/schedule">
            <CalendarPlus aria-hidden="true" />
            Book a Session
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function SessionsLoadError() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center" role="alert">
        <AlertCircle className="size-10 text-destructive" aria-hidden="true" />
        <div className="flex flex-col gap-2">
          <h2 className="text-2xl font-semibold">Error Loading Sessions</h2>
          <p className="max-w-md text-muted-foreground">Your sessions could not be loaded right now. Please try again in a moment.</p>
        </div>
        <RefreshButton variant="outline">Try Again</RefreshButton>
      </CardContent>
    </Card>
  );
}
