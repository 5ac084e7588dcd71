import type { Metadata } from "next";
import { KeyRound, LinkIcon } from "lucide-react";

import { RecoveryCard, ResetLinkProblem } from "@/components/accounts/account-recovery";
import { ResetPasswordForm } from "@/components/accounts/reset-password-form";
import { checkResetLink } from "@/lib/accounts/password-reset";
import { RESET_LINK_EXPIRED, RESET_LINK_INVALID, RESET_LINK_USED, resetTokenField } from "@/lib/validations/password-reset";
import { readSearchParams, type PageSearchParams } from "@/lib/search-params";

// The emailed link lands here. The token is in the address, so this page sends no Referer at all
// (next.config.ts, and the meta tag below): no link or resource on it can pass the token on.
export const metadata: Metadata = {
  title: "Set a new password",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

const problems = {
  invalid: { title: "This link is not valid", message: RESET_LINK_INVALID },
  expired: { title: "This link has expired", message: RESET_LINK_EXPIRED },
  used: { title: "This link has been used", message: RESET_LINK_USED },
} as const;

type Props = { searchParams: PageSearchParams };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const token = readSearchParams(await searchParams).text("token", { max: Infinity });
  const parsed = resetTokenField.safeParse(token);
  const link = parsed.success ? await checkResetLink(parsed.data) : null;

  if (!parsed.success || link?.status !== "valid") {
    const problem = problems[link && link.status !== "valid" ? link.status : "invalid"];
    return (
      <RecoveryCard icon={LinkIcon} title={problem.title}>
        <ResetLinkProblem message={problem.message} />
      </RecoveryCard>
    );
  }
  return (
    <RecoveryCard
      icon={KeyRound}
      title="Set a new password"
      intro={
        <>
          Choose a new password for your account{" "}
          <strong className="font-medium text-foreground [overflow-wrap:anywhere]">{link.username}</strong>. Every device logged in to it
          will be logged out.
        </>
      }
    >
      <ResetPasswordForm token={parsed.data} username={link.username} />
    </RecoveryCard>
  );
}
