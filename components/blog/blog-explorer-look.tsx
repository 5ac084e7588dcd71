import type { ReactNode } from "react";
import { Search, X } from "lucide-react";

import { buttonVariants } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** The blog search's classes and icons, resolved on the server for the client BlogExplorer. */
export type BlogExplorerLook = {
  searchButton: string;
  searchInput: string;
  searchIcon: ReactNode;
  /** a category filter: not chosen, chosen (no colour), chosen in its category's colour */
  filter: string;
  filterPressed: string;
  filterColored: string;
  clearButton: string;
  clearIcon: ReactNode;
};

export function blogExplorerLook(): BlogExplorerLook {
  return {
    searchButton: cn(
      buttonVariants({ variant: "ghost", size: "icon" }),
      "absolute left-1 top-1/2 size-9 -translate-y-1/2 text-muted-foreground",
    ),
    searchInput: cn(inputClasses, "pl-11"),
    searchIcon: <Search aria-hidden="true" />,
    filter: cn(buttonVariants({ variant: "outline", size: "sm" }), "rounded-full"),
    filterPressed: cn(buttonVariants({ variant: "default", size: "sm" }), "rounded-full"),
    filterColored: cn(buttonVariants({ variant: "default", size: "sm" }), "rounded-full text-white hover:opacity-90"),
    clearButton: cn(buttonVariants({ variant: "outline" })),
    clearIcon: <X aria-hidden="true" />,
  };
}
