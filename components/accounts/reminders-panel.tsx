"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { AlertCircle, BellOff, RefreshCw, Search } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { apiRequest } from "@/components/accounts/api";
import type { ReminderDTO } from "@/lib/accounts/client-data";
import { formatDateLong, formatLongDate, formatTime12, formatTimeWithZone } from "@/lib/format";
import { reminderLabel } from "@/lib/reminders/preferences";

type Filter = "all" | "pending" | "sent";
type State = { status: "loading" } | { status: "error" } | { status: "ready"; reminders: ReminderDTO[] };

/** GET /api/user/reminders, retried once on failure (spec section 7). */
async function fetchReminders(): Promise<ReminderDTO[]> {
  for (let attempt = 0; ; attempt++) {
    const result = await apiRequest<ReminderDTO[]>("GET", "/api/user/reminders");
    if (result.ok) return result.data;
    if (attempt >= 1) throw new Error(result.message);
  }
}

const sentOn = (iso: string) => `${formatDateLong(iso)}, ${formatTimeWithZone(iso)}`;

/** The Appointment Reminders tab (spec section 2, Profile). */
export function RemindersPanel() {
  const [state, setState] = useState<State>({ status: "loading" });
  const [refreshing, setRefreshing] = useState(false);
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<Filter>("all");

  const load = useCallback(async () => {
    setRefreshing(true);
    try {
      setState({ status: "ready", reminders: await fetchReminders() });
    } catch {
      setState({ status: "error" });
    } finally {
      setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const reminders = state.status === "ready" ? state.reminders : [];
  const counts = useMemo(
    () => ({ total: reminders.length, pending: reminders.filter((r) => !r.sent).length, sent: reminders.filter((r) => r.sent).length }),
    [reminders],
  );
  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return reminders.filter((r) => {
      if (filter === "pending" && r.sent) return false;
      if (filter === "sent" && !r.sent) return false;
      if (!q) return true;
      // Service name, reminder type label and the appointment date (as shown and as yyyy-MM-dd).
      const haystack = [r.serviceName, reminderLabel(r.reminderType), r.appointmentDate, formatLongDate(r.appointmentStartsAt)]
        .join(" ")
        .toLowerCase();
      return haystack.includes(q);
    });
  }, [reminders, query, filter]);

  if (state.status === "error") {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-10 text-center" role="alert">
          <AlertCircle className="size-10 text-destructive" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <h2 className="text-xl font-semibold">Error loading reminders</h2>
            <p className="text-sm text-muted-foreground">Your reminders could not be loaded. Please try again.</p>
          </div>
          <Button variant="outline" onClick={() => void load()} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={refreshing ? "animate-spin motion-reduce:animate-none" : undefined} />
            Try Again
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2" className="text-xl">
            Your Appointment Reminders
          </CardTitle>
          <CardDescription>Emails scheduled before your confirmed sessions, following your notification preferences.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void load()} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={refreshing ? "animate-spin motion-reduce:animate-none" : undefined} />
          Refresh
        </Button>
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
                {state.status === "loading" ? <Skeleton className="h-8 w-10" /> : value}
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
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search by service, reminder type or date"
              aria-label="Search reminders"
              className="pl-9"
            />
          </div>
          <Select value={filter} onValueChange={(value) => setFilter(value as Filter)}>
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

        {state.status === "loading" ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading reminders">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : visible.length === 0 ? (
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
              {visible.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    <div className="font-medium">{formatLongDate(r.appointmentStartsAt)}</div>
                    <div className="text-muted-foreground">
                      {formatTime12(r.appointmentTime)} · {r.serviceName}
                    </div>
                  </TableCell>
                  <TableCell>{reminderLabel(r.reminderType)}</TableCell>
                  <TableCell>
                    <div>{formatLongDate(r.scheduledFor)}</div>
                    <div className="text-muted-foreground">{formatTimeWithZone(r.scheduledFor)}</div>
                  </TableCell>
                  <TableCell>
                    {r.sent ? (
                      <div className="flex flex-col gap-1">
                        <Badge variant="success">Sent</Badge>
                        {r.sentAt ? <span className="text-xs text-muted-foreground">{sentOn(r.sentAt)}</span> : null}
                      </div>
                    ) : (
                      <Badge variant="warning">Pending</Badge>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
