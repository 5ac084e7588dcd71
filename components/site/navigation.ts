// The public header's links, in the order the header shows them, shared by the desktop
// bar, the mobile drawer and the footer's quick links.
export type NavLink = { href: string; label: string };

export const mainNav: readonly NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/services", label: "Services" },
  { href: "/schedule", label: "Schedule" },
  { href: "/virtual-sessions", label: "Virtual Sessions" },
  { href: "/about", label: "About" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "Contact" },
];

/** The account's links, the one list the desktop menu and the phone's drawer both show. */
export const accountNav: readonly NavLink[] = [
  { href: "/profile", label: "My Profile" },
  { href: "/appointments", label: "My Appointments" },
  { href: "/my-packages", label: "My Packages & Gift Cards" },
  { href: "/virtual-sessions", label: "My Sessions" },
];

/** "/" matches only itself; other links also match their sub-pages (e.g. /blog/a-post). */
export function isActivePath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
