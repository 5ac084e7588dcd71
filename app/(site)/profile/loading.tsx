import { Skeleton } from "@/components/ui/skeleton";

// While the session is checked: the summary card's and the tabs' shapes.
export default function Loading() {
  return (
    <div className="flex flex-col gap-8" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your profile...
      </span>
      <div className="flex flex-col gap-6 rounded-xl border border-border bg-card p-6 shadow-sm sm:flex-row sm:items-center">
        <div className="flex items-center gap-4 sm:min-w-64">
          <Skeleton className="size-16 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-7 w-40" />
            <Skeleton className="h-4 w-52" />
          </div>
        </div>
        <div className="grid flex-1 gap-3 sm:grid-cols-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-5" />
          ))}
        </div>
      </div>
      <Skeleton className="h-10 w-full sm:w-[28rem]" />
      <Skeleton className="h-72" />
    </div>
  );
}
