"use client";

import { useCallback, useEffect, useState } from "react";
import Link from "next/link";
import { AlertCircle, CalendarDays, CalendarPlus, Clock, RefreshCw, UserRound, Video } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toastError } from "@/components/ui/toast";
import { apiRequest } from "@/components/accounts/api";
import type { VirtualAppointmentDTO } from "@/lib/accounts/client-data";

type State = { status: "loading" } | { status: "error" } | { status: "ready"; sessions: VirtualAppointmentDTO[] };

/** The logged-in user's upcoming virtual sessions, from GET /api/user/{userId}/virtual-appointments. */
export function VirtualSessionsList({ userId }: { userId: number }) {
  const [state, setState] = useState<State>({ status: "loading" });

  const load = useCallback(async () => {
    setState({ status: "loading" });
    const result = await apiRequest<VirtualAppointmentDTO[]>("GET", `/api/user/${userId}/virtual-appointments`);
    setState(result.ok && Array.isArray(result.data) ? { status: "ready", sessions: result.data } : { status: "error" });
  }, [userId]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.status === "loading") {
    return (
      <div className="flex min-h-60 items-center justify-center">
        <Spinner size="lg" label="Loading your sessions..." showLabel />
      </div>
    );
  }
  if (state.status === "error") return <LoadError onRetry={() => void load()} />;
  if (state.sessions.length === 0) return <Empty />;

  return (
    <ul className="grid gap-6 md:grid-cols-2" aria-label="Upcoming virtual sessions">
      {state.sessions.map((s) => (
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

/** Opens the video link in a new tab; without one, says so (spec error catalogue). */
function JoinSessionButton({ zoomLink, serviceName }: { zoomLink: string | null; serviceName: string }) {
  if (zoomLink) {
    return (
      <Button asChild className="w-full sm:w-fit">
        <a href={zoomLink} target="_blank" rel="noopener noreferrer" aria-label={`Join Session: ${serviceName} (opens in a new tab)`}>
          <Video aria-hidden="true" />
          Join Session
        </a>
      </Button>
    );
  }
  return (
    <Button
      className="w-full sm:w-fit"
      onClick={() =>
        toastError({ title: "Session Link Missing", description: "The Zoom link for this session is unavailable. Please contact support." })
      }
    >
      <Video aria-hidden="true" />
      Join Session
    </Button>
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

function Empty() {
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

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center" role="alert">
        <AlertCircle className="size-10 text-destructive" aria-hidden="true" />
        <div className="flex flex-col gap-2">
          <h2 className="text-2xl font-semibold">Error Loading Sessions</h2>
          <p className="max-w-md text-muted-foreground">Your sessions could not be loaded right now. Please try again in a moment.</p>
        </div>
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try Again
        </Button>
      </CardContent>
    </Card>
  );
}
