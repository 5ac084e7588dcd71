"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import type { ChartProps } from "./chart";

// Recharts is loaded only where a chart is drawn (a separate chunk, in the browser): the other
// admin pages never download it, and the page's figures are in the tables before it arrives.
const ReportChart = dynamic(() => import("./chart"), {
  ssr: false,
  loading: () => <Skeleton className="h-64 w-full sm:h-72" aria-hidden="true" />,
});

export function LazyReportChart(props: ChartProps) {
  return <ReportChart {...props} />;
}
