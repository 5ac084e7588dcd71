"use client";

import { Link } from "@/components/ui/link";
import { CalendarDays, CalendarHeart, ChevronDown, Gift, LogOut, UserRound, type LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { initials } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { SessionUser } from "@/components/site/session-store";
import { useLogout } from "@/components/site/use-logout";
import { accountNav } from "@/components/site/navigation";

const ACCOUNT_ICONS: Record<string, LucideIcon> = {
  "/profile": UserRound,
  "/appointments": CalendarDays,
  "/my-packages": Gift,
  "/virtual-sessions": CalendarHeart,
};

/** The logged-in header menu: first name, the account's links (accountNav), Logout. Loaded only for members. */
export default function AccountMenu({ user, className }: { user: SessionUser; className?: string }) {
  const onLogout = useLogout();
  return (
    // Non-modal: the page stays scrollable (no scrollbar jump) and is not hidden from assistive tech.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        {/* The accessible name is the visible first name ("Avery account menu"), so speech users can
            say what they see (WCAG 2.5.3). The initials are an avatar: drawn by CSS from a data
            attribute, like a picture, they are neither read nor part of the visible label. */}
        <Button variant="ghost" className={cn("gap-2 pl-1.5 pr-3", className)}>
          <span
            aria-hidden="true"
            data-initials={initials(user.firstName, user.lastName)}
            className="flex size-8 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-accent-foreground before:content-[attr(data-initials)]"
          />
          <span className="max-w-32 truncate">{user.firstName}</span>
          <span className="sr-only"> account menu</span>
          <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {/* The button keeps to one line (a long first name is shortened there); the menu shows it all, wrapped. */}
        <DropdownMenuLabel className="font-normal [overflow-wrap:anywhere]">
          <span className="block font-medium">
            {user.firstName} {user.lastName}
          </span>
          <span className="block text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountNav.map(({ href, label }) => {
          const Icon = ACCOUNT_ICONS[href];
          return (
            <DropdownMenuItem key={href} asChild>
              <Link href={href}>
                {Icon ? <Icon aria-hidden="true" /> : null}
                {label}
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void onLogout()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
