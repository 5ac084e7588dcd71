import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { CalendarClock, CalendarX, Hourglass, Video } from "lucide-react";

import { NotFoundCard } from "@/components/site/not-found-card";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { ReloadAt } from "@/components/accounts/reload-at";
import { getSessionUser } from "@/lib/auth/current-user";
import { sessionTime } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";
import { idField } from "@/lib/validations/fields";
import { joinPageFor } from "@/lib/video-rooms/join";
import type { JoinState } from "@/lib/video-rooms/join-window";

export const metadata: Metadata = { title: "Join Your Session", robots: { index: false, follow: false } };

/**
 * /appointments/{id}/join: the only way to a session's video room. Its client, from 15 minutes
 * before the start until the end, and the owner, at any time, are sent on to the room; anyone else
 * gets the same 404 as for an id that does not exist. Outside the window it says when it opens,
 * or that the session was moved, cancelled or is over.
 */
export default async function JoinSessionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const parsed = idField().safeParse(id);
  if (!parsed.success || parsed.data > 2_147_483_647) notFound();
  const user = await getSessionUser();
  if (!user) notFound();
  const page = await joinPageFor(user, parsed.data);
  if (!page) notFound();
  if (page.state.kind === "open") redirect(page.state.url);
  return (
    <JoinStatus state={page.state} serviceName={page.serviceName} timeZone={user.timeZone} path={`/appointments/${parsed.data}/join`} />
  );
}

function JoinStatus({
  state,
  serviceName,
  timeZone,
  path,
}: {
  state: Exclude<JoinState, { kind: "open" }>;
  serviceName: string;
  timeZone: string | null;
  path: string;
}) {
  const at = (instant: Date) => sessionTime(instant, { clientZone: timeZone, inPerson: false });
  const back = (
    <Button asChild variant="outline" size="lg">
      <Link href="/appointments">My Appointments</Link>
    </Button>
  );
  const checkAgain = (
    <Button asChild size="lg">
      <Link href={path} prefetch={false}>
        Check again
      </Link>
    </Button>
  );
  const book = (label: string) => (
    <Button asChild size="lg">
      <Link href="/schedule">{label}</Link>
    </Button>
  );
  switch (state.kind) {
    case "early": {
      const starts = at(state.startsAt);
      const moved = state.movedFrom ? ` It was moved from ${at(state.movedFrom).longDate} at ${at(state.movedFrom).line}.` : "";
      return (
        <NotFoundCard
          icon={<CalendarClock className="size-7" aria-hidden="true" />}
          title="Your session opens soon"
          text={`${serviceName} is on ${starts.longDate} at ${starts.line}.${moved} The video room opens at ${at(state.opensAt).timeWithZone}, 15 minutes before the start.`}
        >
          <ReloadAt at={state.opensAt.toISOString()} />
          {checkAgain}
          {back}
        </NotFoundCard>
      );
    }
    case "preparing":
      return (
        <NotFoundCard
          icon={<Hourglass className="size-7" aria-hidden="true" />}
          title="Your video room is being prepared"
          text={`It should be ready in a minute. If it still does not open, call ${siteConfig.phone} and we will start the session with you.`}
        >
          {checkAgain}
          {back}
        </NotFoundCard>
      );
    case "cancelled":
      return (
        <NotFoundCard
          icon={<CalendarX className="size-7" aria-hidden="true" />}
          title="This session was cancelled"
          text={`${serviceName} on ${at(state.startsAt).longDate} at ${at(state.startsAt).line} was cancelled, so its video room is closed.`}
        >
          {book("Book a Session")}
          {back}
        </NotFoundCard>
      );
    case "ended":
      return (
        <NotFoundCard
          icon={<Video className="size-7" aria-hidden="true" />}
          title="This session has ended"
          text={`${serviceName} ended at ${at(state.endedAt).timeWithZone} on ${at(state.endedAt).longDate}, and its video room is closed.`}
        >
          {book("Book Another Session")}
          {back}
        </NotFoundCard>
      );
  }
}
