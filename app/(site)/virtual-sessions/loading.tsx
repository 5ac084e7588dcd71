import { Spinner } from "@/components/ui/spinner";

// Shown while the session is checked and the sessions load.
export default function Loading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size="lg" label="Loading your sessions..." showLabel />
    </div>
  );
}
