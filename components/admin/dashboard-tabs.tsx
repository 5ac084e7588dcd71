"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { CalendarDays, CreditCard, List } from "lucide-react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PanelSkeleton } from "./summary-cards";
import { dashboardHref, type DashboardState, type DashboardTab } from "./url-state";

const TABS: { value: DashboardTab; label: string; Icon: typeof List }[] = [
  { value: "bookings", label: "Booking List", Icon: List },
  { value: "calendar", label: "Calendar", Icon: CalendarDays },
  { value: "payments", label: "Payments", Icon: CreditCard },
];

/**
 * Tabs whose triggers are real links (?tab=...): the server renders only the open tab's panel,
 * links work without JavaScript, and with it a tab switch is a client navigation that keeps the
 * other tabs' filters in the URL. Manual activation: arrow keys move focus, Enter opens.
 */
export function DashboardTabs({ state, children }: { state: DashboardState; children: React.ReactNode }) {
  const router = useRouter();
  const [tab, setTab] = useState<DashboardTab>(state.tab);
  const [pending, startTransition] = useTransition();

  // Back/Forward or a link changed the tab: follow the URL.
  const [urlTab, setUrlTab] = useState(state.tab);
  if (state.tab !== urlTab) {
    setUrlTab(state.tab);
    setTab(state.tab);
  }

  const hrefFor = (value: DashboardTab) => dashboardHref(state, { tab: value, appointment: null, day: "" });

  return (
    <Tabs
      value={tab}
      activationMode="manual"
      onValueChange={(value) => {
        const next = value as DashboardTab;
        setTab(next);
        startTransition(() => router.push(hrefFor(next), { scroll: false }));
      }}
      className="gap-5"
    >
      <TabsList aria-label="Dashboard sections" className="grid w-full grid-cols-3 sm:inline-flex sm:w-fit">
        {TABS.map(({ value, label, Icon }) => (
          <TabsTrigger key={value} value={value} asChild className="px-2 sm:px-4">
            <a
              href={hrefFor(value)}
              onClick={(event) => {
                // Radix switches the tab (mouse down / Enter); a modified click opens a new tab.
                if (!event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) event.preventDefault();
              }}
            >
              <Icon aria-hidden="true" className="hidden sm:block" />
              {label}
            </a>
          </TabsTrigger>
        ))}
      </TabsList>
      {pending || tab !== state.tab ? (
        <TabsContent value={tab} forceMount>
          <PanelSkeleton />
        </TabsContent>
      ) : (
        <TabsContent value={state.tab}>{children}</TabsContent>
      )}
    </Tabs>
  );
}
