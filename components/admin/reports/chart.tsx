"use client";

import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

// One report's chart (Recharts). Loaded on demand by ./lazy-chart, so only the reports page pays
// for the library. The chart is a picture for sighted users; the same figures are in the table
// next to it, so it is exposed as one image with a label.

export type ChartSeries = { key: string; name: string; kind: "bar" | "line"; axis?: "left" | "right"; money?: boolean };
export type ChartProps = { label: string; data: Record<string, string | number>[]; xKey: string; series: ChartSeries[] };

const COLORS = ["var(--color-primary)", "var(--color-warning)", "var(--color-success)"];
const money = (cents: number) => `$${Math.round(cents / 100).toLocaleString("en-US")}`;

export default function ReportChart({ label, data, xKey, series }: ChartProps) {
  const right = series.some((s) => s.axis === "right");
  const formatOf = (key: string) => (series.find((s) => s.key === key)?.money ? money : (v: number) => v.toLocaleString("en-US"));
  return (
    <div role="img" aria-label={label} className="h-64 w-full sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: right ? 8 : 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
          <XAxis
            dataKey={xKey}
            tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }}
            interval="preserveStartEnd"
            minTickGap={12}
          />
          <YAxis
            yAxisId="left"
            allowDecimals={false}
            width={44}
            tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }}
            tickFormatter={formatOf(series.find((s) => s.axis !== "right")?.key ?? "")}
          />
          {right ? (
            <YAxis
              yAxisId="right"
              orientation="right"
              width={56}
              tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }}
              tickFormatter={formatOf(series.find((s) => s.axis === "right")!.key)}
            />
          ) : null}
          <Tooltip formatter={(value, name, item) => [formatOf(String(item.dataKey))(Number(value)), name]} />
          {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
          {series.map((s, i) =>
            s.kind === "bar" ? (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.name}
                yAxisId={s.axis ?? "left"}
                fill={COLORS[i % COLORS.length]}
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.name}
                yAxisId={s.axis ?? "left"}
                stroke={COLORS[i % COLORS.length]}
                strokeWidth={2}
                dot={false}
                type="monotone"
                isAnimationActive={false}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
