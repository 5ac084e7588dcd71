import { CalendarClock, LayoutDashboard, Newspaper, ScrollText, type LucideIcon } from "lucide-react";

// The admin's pages, in menu order: the one list the admin navigation is drawn from. A new admin
// page adds its entry here (Services, Clients, Blog, Reports and Settings go between Availability
// and Audit log as they arrive); the page itself renders inside <AdminShell>.

export type AdminNavItem = { href: string; label: string; icon: LucideIcon };

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { href: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/admin/availability", label: "Availability", icon: CalendarClock },
  { href: "/admin/blog", label: "Blog", icon: Newspaper },
  { href: "/admin/audit", label: "Audit log", icon: ScrollText },
];

/** The entry of the page at `pathname` (its own path or one below it). */
export const isCurrentNav = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);
