import type { Metadata } from "next";
import { BellRing, CalendarCheck, Sparkles, Video } from "lucide-react";

import { AuthTabs } from "@/components/accounts/auth-forms";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { safeCallbackUrl } from "@/lib/accounts/callback-url";
import { siteConfig } from "@/lib/site-config";
import { readSearchParams, type PageSearchParams } from "@/lib/search-params";

export const metadata: Metadata = {
  title: "Login or Register",
  description: `Log in to your ${siteConfig.name} account or create one to book sessions, join virtual sessions and manage your reminders.`,
  alternates: { canonical: "/auth" },
  robots: { index: false, follow: true },
};

const benefits = [
  { icon: CalendarCheck, title: "Book in minutes", text: "Choose a session and a time that suits you, and pay securely online." },
  { icon: Video, title: "Join virtual sessions", text: "Your upcoming video sessions in one place, one click to join." },
  { icon: BellRing, title: "Reminders your way", text: "Email reminders 24 hours, 1 hour or whenever you prefer before each session." },
  { icon: Sparkles, title: "Quicker next time", text: "Your details and favourite service are remembered for your next booking." },
];

// A logged-in visitor opening /auth is sent home by proxy.ts. The page itself does not redirect:
// after logging in, the form refreshes it before going on to the callbackUrl.
export default async function AuthPage({ searchParams }: { searchParams: PageSearchParams }) {
  const q = readSearchParams(await searchParams);
  const callbackUrl = safeCallbackUrl(q.text("callbackUrl", { max: Infinity }));
  const initialTab = q.oneOf("tab", ["register"] as const, "login");

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:items-start lg:gap-14 lg:px-8">
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <h1 className="text-4xl font-semibold sm:text-5xl">Welcome</h1>
          <p className="text-lg leading-relaxed text-muted-foreground">
            Log in to manage your sessions, or create a free account in a minute.
          </p>
        </div>
        <Card>
          <CardHeader className="sr-only">
            <CardTitle as="h2">Your account</CardTitle>
          </CardHeader>
          <CardContent>
            <AuthTabs callbackUrl={callbackUrl} initialTab={initialTab} />
          </CardContent>
        </Card>
      </div>

      <aside
        aria-labelledby="benefits-heading"
        className="flex flex-col gap-6 rounded-xl border border-border bg-sand/50 p-6 sm:p-8 lg:mt-24"
      >
        <div className="flex flex-col gap-2">
          <h2 id="benefits-heading" className="text-2xl font-semibold">
            Member benefits
          </h2>
          <CardDescription className="text-base">Everything you need for your wellness journey with {siteConfig.name}.</CardDescription>
        </div>
        <ul className="flex flex-col gap-5">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
