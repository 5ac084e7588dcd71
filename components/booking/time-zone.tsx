"use client";

import * as React from "react";
import { apiRequest } from "@/lib/api/client";
import { canonicalTimeZone, timeZoneLabel, US_TIME_ZONES } from "@/lib/format";
import { fieldClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { siteConfig } from "@/lib/site-config";

// The zone the wizard shows times in. The page renders on the server, which does not
// know the browser's zone: it hands down the account's stored zone (or null), so the server's
// HTML and the first render in the browser agree. When the account has none yet, the browser's
// zone is detected after mount and saved to the account; the client can change it at any time.

export const TIME_ZONE_SAVE_FAILED = "Your time zone could not be saved to your account. Times are shown in it for this visit.";

type TimeZoneContextValue = {
  /** The client's zone; null until known (then times show in the practice's zone). */
  clientZone: string | null;
  practiceZone: string;
  /** What the browser reports, once mounted. */
  detectedZone: string | null;
  setClientZone: (zone: string) => void;
  saveFailed: boolean;
};

const TimeZoneContext = React.createContext<TimeZoneContextValue>({
  clientZone: null,
  practiceZone: siteConfig.timeZone,
  detectedZone: null,
  setClientZone: () => {},
  saveFailed: false,
});

/** The display zones of the booking wizard (and of anything else inside the provider). */
export const useTimeZone = () => React.useContext(TimeZoneContext);

type TimeZoneProviderProps = {
  /** The account's stored zone, or null. */
  initialZone: string | null;
  /** The practice's zone as the server knows it (PRACTICE_TIME_ZONE is not sent to browsers). */
  practiceZone: string;
  /** Save the detected or chosen zone to the signed-in account. */
  persist: boolean;
  children: React.ReactNode;
};

export function TimeZoneProvider({ initialZone, practiceZone, persist, children }: TimeZoneProviderProps) {
  const [clientZone, setZone] = React.useState(initialZone);
  const [detectedZone, setDetectedZone] = React.useState<string | null>(null);
  const [saveFailed, setSaveFailed] = React.useState(false);

  const save = React.useCallback(
    (zone: string, quiet: boolean) => {
      if (!persist) return;
      apiRequest("/api/user/time-zone", { method: "PUT", body: { timeZone: zone } })
        .then(() => setSaveFailed(false))
        .catch(() => {
          if (!quiet) setSaveFailed(true);
        });
    },
    [persist],
  );

  const setClientZone = React.useCallback(
    (zone: string) => {
      setZone(zone);
      save(zone, false);
    },
    [save],
  );

  // After mount only: the server cannot know it, and rendering it earlier would not match the HTML.
  React.useEffect(() => {
    const detected = browserTimeZone();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's zone, known only after hydration
    setDetectedZone(detected);
    if (!initialZone && detected) {
      setZone(detected);
      save(detected, true);
    }
  }, [initialZone, save]);

  const value = React.useMemo(
    () => ({ clientZone, practiceZone, detectedZone, setClientZone, saveFailed }),
    [clientZone, practiceZone, detectedZone, setClientZone, saveFailed],
  );
  return <TimeZoneContext value={value}>{children}</TimeZoneContext>;
}

function browserTimeZone(): string | null {
  try {
    return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return null;
  }
}

/** Options of the select: the common US zones, plus the detected and the current zone when they are others. */
export function timeZoneOptions(
  { clientZone, detectedZone, practiceZone }: Pick<TimeZoneContextValue, "clientZone" | "detectedZone" | "practiceZone">,
  at: Date = new Date(),
) {
  const zones: string[] = US_TIME_ZONES.map((z) => z.zone);
  for (const zone of [detectedZone, clientZone, practiceZone]) if (zone && !zones.includes(zone)) zones.push(zone);
  // The note below the select names the practice's zone; the options stay short enough for a phone.
  return zones.map((zone) => ({ zone, label: `${timeZoneLabel(zone, at)}${zone === detectedZone ? ", this device" : ""}` }));
}

/** "Show times in": a native select (keyboard, screen readers and phones handle it well). */
export function TimeZoneSelect({ at, className }: { at?: Date; className?: string }) {
  const context = useTimeZone();
  const { clientZone, practiceZone, setClientZone, saveFailed } = context;
  const id = React.useId();
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>Show times in</Label>
      <select
        id={id}
        value={clientZone ?? practiceZone}
        onChange={(event) => setClientZone(event.target.value)}
        className={cn(fieldClasses, "h-11 appearance-auto px-3")}
      >
        {timeZoneOptions(context, at).map((o) => (
          <option key={o.zone} value={o.zone}>
            {o.label}
          </option>
        ))}
      </select>
      {saveFailed && (
        <p role="status" className="text-sm text-muted-foreground">
          {TIME_ZONE_SAVE_FAILED}
        </p>
      )}
    </div>
  );
}
