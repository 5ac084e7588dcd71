import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout, emailButton, emailText } from "@/emails/layout";

export type CalendarFailingEmailProps = {
  calendarName: string;
  /** Since when reads have failed, in words with its time zone. */
  failingSince: string;
  /** When the busy times in use were last read, in words; null when the calendar was never read. */
  lastSuccess: string | null;
  error: string;
  settingsUrl: string;
};

/** To the owner: one of her calendars has not been readable for a day (once per run of failures). */
export default function CalendarFailingEmail(p: CalendarFailingEmailProps) {
  return (
    <EmailLayout preview={`Your calendar "${p.calendarName}" could not be read since ${p.failingSince}`}>
      <Heading as="h1" style={{ fontSize: 20, margin: "0 0 16px" }}>
        Your calendar &ldquo;{p.calendarName}&rdquo; cannot be read
      </Heading>
      <Text style={emailText}>
        Since {p.failingSince} every attempt to read {p.calendarName} has failed: {p.error}
      </Text>
      <Text style={emailText}>
        {p.lastSuccess
          ? `Bookings are still kept off the busy times read on ${p.lastSuccess}, but nothing added or changed in this calendar since then blocks them.`
          : "None of its busy times block bookings yet."}
      </Text>
      <Text style={{ ...emailText, margin: 0 }}>Check the calendar&rsquo;s link in Settings, or add it again with a new link.</Text>
      <Button href={p.settingsUrl} style={{ ...emailButton, marginTop: 16 }}>
        Open Settings
      </Button>
    </EmailLayout>
  );
}
