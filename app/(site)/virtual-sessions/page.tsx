import type { Metadata } from "next";
import Link from "next/link";
import { AlertCircle, CalendarDays, CalendarPlus, Clock, UserRound, Video } from "lucide-react";

import { JoinSessionButton } from "@/components/accounts/join-session-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { listUpcomingVirtualAppointments, type VirtualAppointmentDTO } from "@/lib/accounts/client-data";
import { requireUser } from "@/lib/accounts/guards";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = { title: "My Virtual Sessions", robots: { index: false, follow: false } };

export default async function VirtualSessionsPage() {
  const user = await requireUser("/virtual-sessions");
  let sessions: VirtualAppointmentDTO[] | null = null;
  try {
    sessions = await listUpcomingVirtualAppointments(user.id);
  } catch (error) {
    console.error("Loading virtual sessions failed", error);
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl font-semibold sm:text-5xl">My Virtual Sessions</h1>
        <p className="text-lg text-muted-foreground">Your upcoming video sessions. Join a few minutes early from a quiet, comfortable place.</p>
      </div>
      {sessions === null ? <LoadError /> : sessions.length === 0 ? <Empty /> : <SessionList sessions={sessions} />}
    </div>
  );
}

function SessionList({ sessions }: { sessions: VirtualAppointmentDTO[] }) {
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
                  {s.practitionerName}
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
          <p className="max-w-md text-muted-foreground">
            When you book a virtual session with {siteConfig.name}, it will appear here with a link to join.
          </p>
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

function LoadError() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center" role="alert">
        <AlertCircle className="size-10 text-destructive" aria-hidden="true" />
        <div className="flex flex-col gap-2">
          <h2 className="text-2xl font-semibold">Error Loading Sessions</h2>
          <p className="max-w-md text-muted-foreground">
            Your sessions could not be loaded right now. Please refresh the page, or call us at {siteConfig.phone}.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link href="/virtual-sessions" prefetch={false}>
            Try Again
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
