import { Link } from "@/components/ui/link";
import type { LucideIcon } from "lucide-react";
import { KeyRound, LinkIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { FORGOT_PASSWORD_PATH } from "@/lib/accounts/password-reset-links";

// The frame of the "Forgot password?" pages (server components): a centred card with an icon, the
// page's heading and what to do next.

export function RecoveryCard({
  icon: Icon = KeyRound,
  title,
  intro,
  children,
}: {
  icon?: LucideIcon;
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby="recovery-heading" className="flex flex-1 justify-center px-4 py-12 sm:py-20">
      <div className="flex w-full max-w-md flex-col gap-6 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-10">
        <div className="flex flex-col items-start gap-4">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-accent-foreground">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h1 id="recovery-heading" className="text-3xl font-semibold">
            {title}
          </h1>
          {intro ? <div className="leading-relaxed text-muted-foreground">{intro}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** Why an emailed link no longer works, and the way to a new one. */
export function ResetLinkProblem({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="leading-relaxed">{message}</p>
      <Button asChild size="lg" className="w-full">
        <Link href={FORGOT_PASSWORD_PATH}>
          <LinkIcon aria-hidden="true" />
          Request a new link
        </Link>
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Know your password?{" "}
        <Link href="/auth" className="rounded-sm font-medium text-primary underline-offset-4 hover:underline">
          Log in
        </Link>
      </p>
    </div>
  );
}
