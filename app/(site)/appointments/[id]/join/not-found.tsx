import type { Metadata } from "next";
import { LockKeyhole } from "lucide-react";

import { LogInBackHere } from "@/components/accounts/log-in-back-here";
import { NotFoundCard } from "@/components/site/not-found-card";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";

export const metadata: Metadata = { title: "Session Not Available", robots: { index: false } };

/** Anyone but the session's client and the owner (signed out, another client, no such session): one answer. */
export default function JoinNotFound() {
  return (
    <NotFoundCard
      icon={<LockKeyhole className="size-7" aria-hidden="true" />}
      title="Session not available"
      text="A session's video room opens only for the client who booked it. If this is your session, log in with the account you booked with and you will come back here."
    >
      <LogInBackHere />
      <Button asChild variant="outline" size="lg">
        <Link href="/">Back to Home</Link>
      </Button>
    </NotFoundCard>
  );
}
