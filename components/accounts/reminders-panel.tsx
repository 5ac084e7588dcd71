"use client";

import { useMemo, useState } from "react";
import { useSearchParams } from "next/navigation";
import { BellOff, Search } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { RefreshButton } from "@/components/accounts/refresh-button";
import { filterReminders, parseStatusFilter, reminderCounts, type ReminderStatusFilter } from "@/components/accounts/reminder-filter";
import type { ReminderDTO } from "@/lib/accounts/client-data";
import { replaceSearchParams } from "@/lib/browser-url";
import { sessionTime, zonedTime } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";
import { reminderLabel } from "@/lib/reminders/preferences";

/**
 * The Appointment Reminders tab (counts, search, status filter, table) over the reminders the server read.
 * Search and status filter run in the browser and are kept in the URL (?q=&status=); Refresh
 * reads the reminders again on the server.
 */
export function RemindersPanel({ reminders, clientZone }: { reminders: ReminderDTO[]; clientZone: string | null }) {
  // Times as My Appointments shows them: the session's in the client's zone with the practice's
  // beside it; when a reminder goes out, in the client's zone.
  const at = (iso: string) => zonedTime(iso, clientZone ?? siteConfig.timeZone);
  const params = useSearchParams();
  const [query, setQuery] = useState(() => params.get("q") ?? "");
  const [status, setStatus] = useState<ReminderStatusFilter>(() => parseStatusFilter(params.get("status")));

  const counts = useMemo(() => reminderCounts(reminders), [reminders]);
  const visible = useMemo(() => filterReminders(reminders, query, status), [reminders, query, status]);

  const changeQuery = (value: string) => {
    setQuery(value);
    replaceSearchParams({ q: value.trim() ? value : null });
  };
  const changeStatus = (value: ReminderStatusFilter) => {
    setStatus(value);
    replaceSearchParams({ status: value === "all" ? null : value });
  };

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2" className="text-xl">
            Your Appointment Reminders
          </CardTitle>
          <CardDescription>Emails scheduled before your confirmed sessions, following your notification preferences.</CardDescription>
        </div>
        <RefreshButton variant="outline" size="sm">
          Refresh
        </RefreshButton>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid grid-cols-3 gap-3">
          {(
            [
              ["Total", counts.total],
              ["Pending", counts.pending],
              ["Sent", counts.sent],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex flex-col gap-1 rounded-lg border border-border bg-muted/40 p-3 sm:p-4">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-display text-2xl font-semibold" data-testid={`reminders-${label.toLowerCase()}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>

        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={query}
              onChange={(e) => changeQuery(e.target.value)}
              placeholder="Search by service, reminder type or date"
              aria-label="Search reminders"
              className="pl-9"
            />
          </div>
          <Select value={status} onValueChange={(value) => changeStatus(value as ReminderStatusFilter)}>
            <SelectTrigger aria-label="Filter by status" className="sm:w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All Reminders</SelectItem>
              <SelectItem value="pending">Pending Only</SelectItem>
              <SelectItem value="sent">Sent Only</SelectItem>
            </SelectContent>
          </Select>
        </div>

        {visible.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-10 text-center">
            <BellOff className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{counts.total === 0 ? "No reminders scheduled yet" : "No reminders match your filter criteria"}</p>
            <p className="text-sm text-muted-foreground">
              {counts.total === 0 ? "Reminders appear here once you have a confirmed booking." : "Try another search or status filter."}
            </p>
          </div>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Appointment Date</TableHead>
                <TableHead>Reminder Type</TableHead>
                <TableHead>Scheduled For</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {visible.map((r) => {
                const session = sessionTime(r.appointmentStartsAt, { clientZone, inPerson: !r.isVirtual });
                const scheduled = at(r.scheduledFor);
                const sentAt = r.sentAt ? at(r.sentAt) : null;
                return (
                  <TableRow key={r.id}>
                    <TableCell>
                      <div className="font-medium">{session.longDate}</div>
                      <div className="text-muted-foreground">
                        {session.line} · {r.serviceName}
                      </div>
                    </TableCell>
                    <TableCell>{reminderLabel(r.reminderType)}</TableCell>
                    <TableCell>
                      <div>{scheduled.longDate}</div>
                      <div className="text-muted-foreground">{scheduled.timeWithZone}</div>
                    </TableCell>
                    <TableCell>
                      {r.sent ? (
                        <div className="flex flex-col gap-1">
                          <Badge variant="success">Sent</Badge>
                          {sentAt ? (
                            <span className="text-xs text-muted-foreground">
                              {sentAt.longDate}, {sentAt.timeWithZone}
                            </span>
                          ) : null}
                        </div>
                      ) : (
                        <Badge variant="warning">Pending</Badge>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
