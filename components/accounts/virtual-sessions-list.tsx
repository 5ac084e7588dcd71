import { CalendarDays, Clock, UserRound, Video } from "lucide-react";

import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { JoinSessionButton } from "@/components/accounts/join-session-button";
import { NoSessionsCard, SessionDetail, SessionsLoadError } from "@/components/accounts/session-card-parts";
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
    return <SessionsLoadError title="Error Loading Sessions" what="sessions" />;
  }
  return <VirtualSessionsList sessions={sessions} />;
}

export function VirtualSessionsList({ sessions }: { sessions: VirtualAppointmentDTO[] }) {
  if (sessions.length === 0) {
    return (
      <NoSessionsCard icon={Video} title="No Upcoming Virtual Sessions">
        When you book a virtual session, it will appear here with a link to join.
      </NoSessionsCard>
    );
  }
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
                <SessionDetail icon={CalendarDays} label="Date">
                  {s.formattedDate}
                </SessionDetail>
                <SessionDetail icon={Clock} label="Time">
                  {s.time}
                </SessionDetail>
                <SessionDetail icon={UserRound} label="Practitioner">
                  with {s.practitionerName}
                </SessionDetail>
                <SessionDetail icon={Video} label="Location">
                  Virtual (video call)
                </SessionDetail>
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
