import { Button } from "@/components/ui/button";

/** The loading and error states of a details-dialog section (documents, emails), alike in each. */
export function SectionLoadState({ state, what, onRetry }: { state: "loading" | "error"; what: string; onRetry: () => void }) {
  if (state === "loading") {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading {what}...
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p role="alert">The {what} could not be loaded.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
