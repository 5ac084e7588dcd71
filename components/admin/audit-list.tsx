import { Badge } from "@/components/ui/badge";
import type { AuditEntryView } from "@/lib/audit/types";
import { formatLongDate, formatTimeWithZone } from "@/lib/format";

/** The log's entries, newest first: when, who, what, and a before/after table of what changed. */
export function AuditList({ entries, timeZone }: { entries: AuditEntryView[]; timeZone: string }) {
  return (
    <ol aria-label="Audit entries" className="grid gap-3">
      {entries.map((entry) => (
        <li key={entry.id} className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border border-border bg-background p-3 sm:p-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <Badge
              variant={
                entry.action.endsWith(".cancel") || entry.action.endsWith(".delete") || entry.action === "payment.refund"
                  ? "warning"
                  : "secondary"
              }
            >
              {entry.actionLabel}
            </Badge>
            <time dateTime={entry.at} className="text-muted-foreground">
              {formatLongDate(entry.at, timeZone)} at {formatTimeWithZone(entry.at, timeZone)}
            </time>
            <span className="text-muted-foreground">
              by <span className="font-medium text-foreground">{entry.actorName}</span>
            </span>
          </div>
          <p className="[overflow-wrap:anywhere]">{entry.summary}</p>
          {entry.changes.length ? (
            <div>
              {/* Fixed columns that wrap long values: the table never makes the page scroll sideways. */}
              <table className="w-full table-fixed text-left text-sm [overflow-wrap:anywhere]">
                <caption className="sr-only">What changed</caption>
                <thead className="text-xs uppercase tracking-wide text-muted-foreground">
                  <tr>
                    <th scope="col" className="w-[28%] py-1 pr-3 font-medium">
                      Field
                    </th>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      Before
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      After
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {entry.changes.map((change) => (
                    <tr key={change.field} className="align-top">
                      <th scope="row" className="py-1.5 pr-3 font-medium">
                        {change.field}
                      </th>
                      <td className="py-1.5 pr-3 text-muted-foreground">{change.before ?? <span className="italic">none</span>}</td>
                      <td className="py-1.5">{change.after ?? <span className="italic text-muted-foreground">none</span>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
