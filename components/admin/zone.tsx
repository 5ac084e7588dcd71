"use client";

import * as React from "react";

// The practice's time zone for the admin's client components (given by the server page, which
// reads it from the site config), so dates render the same on the server and in the browser.
const ZoneContext = React.createContext("America/New_York");

export function AdminZoneProvider({ timeZone, children }: { timeZone: string; children: React.ReactNode }) {
  return <ZoneContext.Provider value={timeZone}>{children}</ZoneContext.Provider>;
}

export const usePracticeZone = () => React.useContext(ZoneContext);
