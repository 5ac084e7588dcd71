import { Input } from "@/components/ui/input";
import type { CalendarFeedView } from "@/lib/calendar-feed/settings";
import { CopyButton } from "./copy-button";
import { FeedNamesForm, FeedSwitchForm, RegenerateFeedForm } from "./forms";

/**
 * Settings > Calendar feed: her appointments in her own calendar app by subscription. Shows the
 * secret address (webcal and https) while the feed is on, how to subscribe, and its controls.
 */
export function CalendarFeedSection({ feed }: { feed: CalendarFeedView }) {
  return (
    <section
      aria-labelledby="calendar-feed-heading"
      className="grid gap-5 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6"
      id="calendar-feed"
    >
      <div className="grid gap-1">
        <h2 id="calendar-feed-heading" className="font-display text-xl font-semibold">
          Calendar feed
        </h2>
        <p className="text-sm text-muted-foreground">
          Your appointments in your own calendar (Google, Apple, Outlook), kept up to date: new bookings appear, moved ones move and
          cancelled ones disappear. Calendars check the address every 15 minutes to a few hours, depending on the app.
        </p>
      </div>
      {feed.urls ? (
        <>
          <div className="grid gap-3">
            <AddressRow
              id="calendar-feed-webcal"
              label="Subscription address (webcal)"
              what="the webcal address"
              value={feed.urls.webcal}
            />
            <AddressRow id="calendar-feed-https" label="Same address over https" what="the https address" value={feed.urls.https} />
            <p className="text-sm text-muted-foreground">
              <strong className="font-medium text-foreground">Apple Calendar</strong> (iPhone, Mac): open the webcal address on the device,
              or File &gt; New Calendar Subscription. <strong className="font-medium text-foreground">Google Calendar</strong>: Other
              calendars &gt; From URL, paste the https address. <strong className="font-medium text-foreground">Outlook</strong>: Add
              calendar &gt; Subscribe from web, paste the https address.
            </p>
            <p className="text-sm text-muted-foreground">
              Anyone with this address can see your appointments: keep it to yourself. If it may have been seen, make a new one.
            </p>
          </div>
          <FeedNamesForm showClientNames={feed.showClientNames} />
          <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row">
            <RegenerateFeedForm />
            <FeedSwitchForm enabled />
          </div>
        </>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm">The feed is off. Turn it on to get a private address; turning it off later stops that address at once.</p>
          <FeedSwitchForm enabled={false} />
        </div>
      )}
    </section>
  );
}

function AddressRow({ id, label, what, value }: { id: string; label: string; what: string; value: string }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} readOnly value={value} className="font-mono text-sm" spellCheck={false} autoComplete="off" />
        <CopyButton value={value} what={what} />
      </div>
    </div>
  );
}
