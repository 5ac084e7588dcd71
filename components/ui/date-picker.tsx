"use client";

import * as React from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { DayPicker, getDefaultClassNames, type DayButton } from "react-day-picker";

import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";

/**
 * react-day-picker v10 styled with the theme. Every day is a button whose accessible
 * name is the full date (the library's labelDayButton, e.g. "Today, Monday, June 1st, 2026").
 * Days matched by the `marked` modifier get a dot under the number (say what it means in the
 * day's label and a legend: a dot alone is not enough).
 */
function DatePicker({ className, classNames, showOutsideDays = true, components, ...props }: React.ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames();

  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn("w-fit rounded-lg bg-card p-3 [--cell-size:2.75rem]", className)}
      classNames={{
        root: cn("w-fit", defaults.root),
        months: cn("relative flex flex-col gap-4 sm:flex-row", defaults.months),
        month: cn("flex w-full flex-col gap-3", defaults.month),
        nav: cn("absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1", defaults.nav),
        button_previous: cn(
          buttonVariants({ variant: "ghost" }),
          "size-(--cell-size) p-0 aria-disabled:opacity-40 aria-disabled:pointer-events-none",
          defaults.button_previous,
        ),
        button_next: cn(
          buttonVariants({ variant: "ghost" }),
          "size-(--cell-size) p-0 aria-disabled:opacity-40 aria-disabled:pointer-events-none",
          defaults.button_next,
        ),
        month_caption: cn("flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)", defaults.month_caption),
        caption_label: cn("font-display text-base font-semibold select-none", defaults.caption_label),
        month_grid: cn("w-full border-collapse", defaults.month_grid),
        weekdays: cn("flex", defaults.weekdays),
        weekday: cn("flex-1 select-none pb-1 text-xs font-medium text-muted-foreground", defaults.weekday),
        week: cn("mt-1 flex w-full", defaults.week),
        day: cn("relative aspect-square w-full p-0 text-center select-none", defaults.day),
        today: cn("[&>button]:font-semibold [&>button]:ring-1 [&>button]:ring-primary/50", defaults.today),
        // Full muted colour: an open day of the next month must keep AA contrast (WCAG 1.4.3).
        outside: cn("text-muted-foreground", defaults.outside),
        disabled: cn(
          "text-muted-foreground opacity-45 [&>button]:line-through [&>button]:decoration-muted-foreground/40",
          defaults.disabled,
        ),
        hidden: cn("invisible", defaults.hidden),
        ...classNames,
      }}
      components={{
        Chevron: ({ className, orientation, ...chevronProps }) => {
          const Icon = orientation === "left" ? ChevronLeftIcon : ChevronRightIcon;
          return <Icon className={cn("size-5", className)} aria-hidden="true" {...chevronProps} />;
        },
        DayButton: DatePickerDayButton,
        ...components,
      }}
      {...props}
    />
  );
}

function DatePickerDayButton({ className, day, modifiers, children, ...props }: React.ComponentProps<typeof DayButton>) {
  const ref = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    // Keyboard navigation moves focus between days (same as the library's own DayButton).
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);

  return (
    <button
      ref={ref}
      data-day={day.isoDate}
      data-selected-single={modifiers.selected || undefined}
      data-marked={modifiers.marked || undefined}
      className={cn(
        "relative flex aspect-square size-auto w-full min-w-(--cell-size) items-center justify-center rounded-md text-sm font-normal leading-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:pointer-events-none data-[marked=true]:font-semibold data-[selected-single=true]:bg-primary data-[selected-single=true]:font-semibold data-[selected-single=true]:text-primary-foreground data-[selected-single=true]:hover:bg-primary/90",
        className,
      )}
      {...props}
    >
      {children}
      {modifiers.marked && <DayMark />}
    </button>
  );
}

/** The dot of a marked day (also for legends). */
function DayMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "pointer-events-none absolute bottom-1.5 left-1/2 size-1.5 -translate-x-1/2 rounded-full bg-primary [[data-selected-single=true]>&]:bg-primary-foreground",
        className,
      )}
    />
  );
}

export { DatePicker, DatePickerDayButton, DayMark };
