import { VirtualSessionsSkeleton } from "@/components/accounts/virtual-sessions-list";

// While the session is checked: the same skeleton the sessions' Suspense boundary shows.
export default function Loading() {
  return <VirtualSessionsSkeleton />;
}
