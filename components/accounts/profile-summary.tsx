import { Bell, Mail, Newspaper, Phone, UserRound } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { initials } from "@/lib/format";
import type { PublicUser } from "@/lib/accounts/users";

/** The profile's summary card: initials, name, email, username, phone, notifications, newsletter. */
export function ProfileSummary({ user }: { user: PublicUser }) {
  const rows = [
    { icon: Mail, label: "Email", value: user.email },
    { icon: UserRound, label: "Username", value: user.username },
    { icon: Phone, label: "Phone", value: user.phone || "Not provided" },
  ];
  // Long names and addresses wrap (anywhere: an address has no spaces) instead of widening the card
  // or being cut off.
  return (
    <Card aria-labelledby="profile-name" className="gap-5">
      <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <div className="flex min-w-0 items-center gap-4 sm:w-72 sm:shrink-0">
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary-soft font-display text-2xl font-semibold text-accent-foreground"
          >
            {initials(user.firstName, user.lastName)}
          </span>
          <div className="min-w-0">
            <h2 id="profile-name" className="text-2xl font-semibold [overflow-wrap:anywhere]">
              {user.firstName} {user.lastName}
            </h2>
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{user.email}</p>
          </div>
        </div>
        <dl className="grid min-w-0 flex-1 grid-cols-1 gap-x-8 gap-y-3 text-sm lg:grid-cols-2">
          {rows.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex min-w-0 items-baseline gap-2">
              <Icon className="size-4 shrink-0 translate-y-0.5 self-start text-muted-foreground" aria-hidden="true" />
              <dt className="shrink-0 text-muted-foreground">{label}:</dt>
              <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
          <div className="flex items-center gap-2">
            <Bell className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <dt className="text-muted-foreground">Notifications:</dt>
            <dd>
              <Badge variant={user.notificationsEnabled ? "success" : "secondary"}>
                {user.notificationsEnabled ? "Enabled" : "Disabled"}
              </Badge>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <Newspaper className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <dt className="text-muted-foreground">Newsletter:</dt>
            <dd>
              <Badge variant={user.subscribed ? "success" : "secondary"}>{user.subscribed ? "Subscribed" : "Not subscribed"}</Badge>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
