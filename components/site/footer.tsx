import { Link } from "@/components/ui/link";
import { Clock, Mail, MapPin, Phone } from "lucide-react";

import { fullAddress, siteConfig } from "@/lib/site-config";
import { LogoMark } from "@/components/site/logo";
import { mainNav } from "@/components/site/navigation";
import { policyLinks } from "@/lib/content/policies";
import { getOpeningHours } from "@/lib/content/opening-hours-cache";

const linkClasses =
  "rounded-sm text-secondary-foreground/90 underline-offset-4 transition-colors hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** Address, phone and email from lib/site-config.ts; the opening hours are the saved working hours. */
export async function SiteFooter() {
  const year = new Date().getFullYear();
  const openingHours = await getOpeningHours();
  return (
    <footer className="mt-auto border-t border-border bg-sand/60 text-sm text-secondary-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1.3fr_1.1fr] lg:px-8">
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <LogoMark className="size-9" />
            <p className="font-display text-lg font-semibold text-foreground">{siteConfig.name}</p>
          </div>
          <p className="max-w-xs leading-relaxed">{siteConfig.description}</p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-4 font-sans text-xs font-semibold uppercase tracking-[0.14em] text-foreground">
            Quick Links
          </h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2.5 lg:grid-cols-1">
            {mainNav.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="mb-4 font-sans text-xs font-semibold uppercase tracking-[0.14em] text-foreground">Contact</h2>
          <address className="flex flex-col gap-3 not-italic">
            <p className="flex gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{fullAddress}</span>
            </p>
            <p className="flex gap-3">
              <Phone className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <a href={siteConfig.phoneHref} className={linkClasses}>
                {siteConfig.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <a href={`mailto:${siteConfig.email}`} className={`${linkClasses} break-all`}>
                {siteConfig.email}
              </a>
            </p>
          </address>
        </div>

        <div>
          <h2 className="mb-4 font-sans text-xs font-semibold uppercase tracking-[0.14em] text-foreground">Opening Hours</h2>
          <div className="flex gap-3">
            <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <ul className="flex flex-col gap-2">
              {openingHours.map((hours) => (
                <li key={hours.label}>
                  <span className="inline-block w-16 font-medium text-foreground">{hours.label}</span> {hours.display}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>

      <div className="border-t border-border/80">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {siteConfig.name}. All rights reserved.
          </p>
          <nav aria-label="Policies">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {policyLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
