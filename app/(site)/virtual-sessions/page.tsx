import type { Metadata } from "next";

import { VirtualSessionsList } from "@/components/accounts/virtual-sessions-list";
import { requireUser } from "@/lib/accounts/guards";

export const metadata: Metadata = { title: "My Virtual Sessions", robots: { index: false, follow: false } };

export default async function VirtualSessionsPage() {
  // The logged-in user's own sessions (the spec's fixed user id 1 is a bug we do not copy).
  const user = await requireUser("/virtual-sessions");
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl font-semibold sm:text-5xl">My Virtual Sessions</h1>
        <p className="text-lg text-muted-foreground">
          Your upcoming video sessions. Join a few minutes early from a quiet, comfortable place.
        </p>
      </div>
      <VirtualSessionsList userId={user.id} />
    </div>
  );
}
