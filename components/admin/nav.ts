import {
  BarChart3,
  BellRing,
  CalendarClock,
  CalendarDays,
  ClipboardList,
  Gift,
  Package,
  LayoutDashboard,
  Newspaper,
  ScrollText,
  Settings,
  Sparkles,
  TicketPercent,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";

// The admin's pages, in menu order: the one list the admin navigation is drawn from. A new admin
// page adds its entry here (Services, Clients, Blog, Reports and Settings go between Availability
// and Audit log as they arrive); the page itself renders inside <AdminShell>.

export type AdminNavItem = { href: string; label: string; icon: LucideIcon };

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { href: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/admin/agenda", label: "Agenda", icon: CalendarDays },
  { href: "/admin/availability", label: "Availability", icon: CalendarClock },
  { href: "/admin/waitlist", label: "Waitlist", icon: BellRing },
  { href: "/admin/services", label: "Services", icon: Sparkles },
  { href: "/admin/promo-codes", label: "Promo codes", icon: TicketPercent },
  { href: "/admin/packages", label: "Packages", icon: Package },
  { href: "/admin/intake-forms", label: "Intake forms", icon: ClipboardList },
  { href: "/admin/gift-cards", label: "Gift cards", icon: Gift },
  { href: "/admin/clients", label: "Clients", icon: Users },
  { href: "/admin/blog", label: "Blog", icon: Newspaper },
  { href: "/admin/profile", label: "Profile", icon: UserRound },
  { href: "/admin/reports", label: "Reports", icon: BarChart3 },
  { href: "/admin/settings", label: "Settings", icon: Settings },
  { href: "/admin/audit", label: "Audit log", icon: ScrollText },
];

/** The entry of the page at `pathname` (its own path or one below it). */
export const isCurrentNav = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);
