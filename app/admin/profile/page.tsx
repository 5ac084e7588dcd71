import type { Metadata } from "next";
import Link from "next/link";
import { ExternalLink } from "lucide-react";

import { BioForm } from "@/components/admin/profile/bio-form";
import { CredentialDialog } from "@/components/admin/profile/credential-dialog";
import { MoveButtons } from "@/components/admin/move-buttons";
import { RemoveButton } from "@/components/admin/profile/remove-button";
import { PortraitForm } from "@/components/admin/profile/portrait-form";
import { TestimonialDialog } from "@/components/admin/profile/testimonial-dialog";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { Badge } from "@/components/ui/badge";
import { moveCredentialAction, moveTestimonialAction, removeCredentialAction, removeTestimonialAction } from "@/lib/actions/profile";
import { requireAdminPage } from "@/lib/admin/auth";
import { PORTRAIT_SIZE } from "@/lib/content/about";
import { getAdminProfile } from "@/lib/practice/profile";
import { HOME_TESTIMONIALS, listAdminTestimonials } from "@/lib/practice/testimonials";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Profile" };

// The practice's own words and pictures: the practitioner's portrait, bio and credentials (About
// page) and client testimonials (About and Home pages), each list in the order the site shows it.
// Server-rendered; the forms and buttons are small client components that refresh it.

const sectionClass = "grid min-w-0 gap-4 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6";

export default async function AdminProfilePage() {
  const admin = await requireAdminPage();
  const [profile, testimonials] = await Promise.all([getAdminProfile(), listAdminTestimonials()]);
  const published = testimonials.filter((t) => t.published);

  return (
    <AdminShell admin={admin}>
      <AdminPageTitle
        title="Profile"
        description="Your portrait, bio and credentials on the About page, and what clients say on the About and Home pages. Changes show on the site at once."
      >
        <Link
          href="/about"
          className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap text-sm font-medium text-primary underline underline-offset-4"
        >
          View the About page
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </Link>
      </AdminPageTitle>

      <section aria-labelledby="portrait-heading" className={sectionClass}>
        <h2 id="portrait-heading" className="text-2xl font-semibold">
          Portrait
        </h2>
        <div className="grid gap-6 md:grid-cols-[12rem_1fr] md:items-start">
          <figure className="grid w-40 gap-2 md:w-48">
            {/* The saved portrait as visitors get it; a plain img: the admin is not a public page. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={profile.portrait.src}
              alt={profile.portrait.alt}
              width={PORTRAIT_SIZE.width}
              height={PORTRAIT_SIZE.height}
              className="aspect-[480/560] h-auto w-full rounded-lg border border-border object-cover"
            />
            <figcaption className="text-xs text-muted-foreground">
              {profile.portrait.uploaded ? "Your uploaded portrait." : "The illustration, until you upload a photo."}
            </figcaption>
          </figure>
          <PortraitForm uploaded={profile.portrait.uploaded} />
        </div>
      </section>

      <section aria-labelledby="bio-heading" className={sectionClass}>
        <h2 id="bio-heading" className="text-2xl font-semibold">
          Bio
        </h2>
        <BioForm bio={profile.bio} portraitAlt={profile.portraitAlt} uploaded={profile.portrait.uploaded} />
      </section>

      <section aria-labelledby="credentials-heading" className={sectionClass}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-1">
            <h2 id="credentials-heading" className="text-2xl font-semibold">
              Credentials
            </h2>
            <p className="text-sm text-muted-foreground">Listed on the About page in this order, each with who issued it and when.</p>
          </div>
          <CredentialDialog />
        </div>
        {profile.credentials.length ? (
          <ol aria-label="Credentials" className="grid gap-3">
            {profile.credentials.map((c, i) => (
              <li
                key={c.id}
                aria-label={c.title}
                data-testid="admin-credential"
                className="grid gap-3 rounded-lg border border-border p-3 sm:p-4 lg:grid-cols-[1fr_auto] lg:items-center"
              >
                <div className="flex min-w-0 gap-3">
                  <Position n={i + 1} />
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-semibold [overflow-wrap:anywhere]">{c.title}</p>
                    <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                      {c.issuer}, {c.year}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-2 lg:justify-end">
                  <MoveButtons
                    action={moveCredentialAction}
                    id={c.id}
                    name={c.title}
                    isFirst={i === 0}
                    isLast={i === profile.credentials.length - 1}
                  />
                  <CredentialDialog credential={c} />
                  <RemoveButton action={removeCredentialAction} id={c.id} name={c.title} title={`Remove ${c.title}?`}>
                    <p>It disappears from the About page at once. This cannot be undone (the audit log keeps a record).</p>
                  </RemoveButton>
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            No credentials yet: the About page leaves the section out.
          </p>
        )}
      </section>

      <section aria-labelledby="testimonials-heading" className={sectionClass}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-1">
            <h2 id="testimonials-heading" className="text-2xl font-semibold">
              Testimonials
            </h2>
            <p className="text-sm text-muted-foreground">
              The About page shows every published one in this order; the home page the first {HOME_TESTIMONIALS} published.
            </p>
          </div>
          <TestimonialDialog />
        </div>
        {testimonials.length ? (
          <ol aria-label="Testimonials" className="grid gap-3">
            {testimonials.map((t, i) => {
              const homeSpot = published.indexOf(t);
              return (
                <li
                  key={t.id}
                  aria-label={`Testimonial by ${t.author}`}
                  data-testid="admin-testimonial"
                  className={cn(
                    "grid gap-3 rounded-lg border border-border p-3 sm:p-4 lg:grid-cols-[1fr_auto] lg:items-center",
                    !t.published && "bg-muted/40",
                  )}
                >
                  <div className="flex min-w-0 gap-3">
                    <Position n={i + 1} />
                    <div className="grid min-w-0 gap-1.5">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold [overflow-wrap:anywhere]">{t.author}</span>
                        {t.published ? <Badge variant="success">Published</Badge> : <Badge variant="secondary">Hidden</Badge>}
                        {homeSpot >= 0 && homeSpot < HOME_TESTIMONIALS ? <Badge variant="outline">On the home page</Badge> : null}
                      </p>
                      <blockquote className="text-sm leading-relaxed [overflow-wrap:anywhere]">&ldquo;{t.quote}&rdquo;</blockquote>
                      {t.context ? <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{t.context}</p> : null}
                    </div>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 lg:justify-end">
                    <MoveButtons
                      action={moveTestimonialAction}
                      id={t.id}
                      name={`the testimonial by ${t.author}`}
                      isFirst={i === 0}
                      isLast={i === testimonials.length - 1}
                    />
                    <TestimonialDialog testimonial={t} />
                    <RemoveButton
                      action={removeTestimonialAction}
                      id={t.id}
                      name={`The testimonial by ${t.author}`}
                      title={`Remove the testimonial by ${t.author}?`}
                    >
                      <p>
                        It disappears from the site at once. To keep it without showing it, edit it and turn off &ldquo;Show on the
                        site&rdquo; instead.
                      </p>
                    </RemoveButton>
                  </div>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            No testimonials yet: the About and Home pages leave the section out.
          </p>
        )}
      </section>
    </AdminShell>
  );
}

function Position({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary"
    >
      {n}
    </span>
  );
}
