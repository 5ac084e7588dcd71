"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { CalendarHeart, ChevronDown, LogOut, UserRound } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast, toastError } from "@/components/ui/toast";
import { initials } from "@/lib/format";
import { cn } from "@/lib/utils";
import { logout } from "@/components/site/session-store";
import { useRouteSession } from "@/components/site/use-route-session";

/** Logs out, toasts the spec's messages, then goes home with fresh server data. */
export function useLogout() {
  const router = useRouter();
  return async () => {
    const failure = await logout();
    if (failure) {
      toastError({ title: "Logout failed", description: failure });
      return;
    }
    toast({ title: "Logged out" });
    router.push("/");
    router.refresh();
  };
}

/** Header account area: "Login" when logged out, a menu with the first name when logged in. */
export function UserMenu({ className }: { className?: string }) {
  const session = useRouteSession();
  const onLogout = useLogout();

  if (session.status === "loading") {
    // Same footprint as the Login button, so nothing shifts when the session arrives.
    return <div aria-hidden="true" data-testid="user-menu-placeholder" className={cn("h-11 w-24", className)} />;
  }

  const user = session.user;
  if (!user) {
    return (
      <Button asChild variant="outline" className={cn("w-24", className)}>
        <Link href="/auth">Login</Link>
      </Button>
    );
  }

  return (
    // Non-modal: the page stays scrollable (no scrollbar jump) and is not hidden from assistive tech.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className={cn("gap-2 pl-1.5 pr-3", className)} aria-label={`Account menu for ${user.firstName}`}>
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-accent-foreground"
          >
            {initials(user.firstName, user.lastName)}
          </span>
          <span className="max-w-32 truncate">{user.firstName}</span>
          <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <span className="block font-medium">
            {user.firstName} {user.lastName}
          </span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <UserRound aria-hidden="true" />
            My Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/virtual-sessions">
            <CalendarHeart aria-hidden="true" />
            My Sessions
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void onLogout()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
