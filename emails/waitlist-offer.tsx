import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout, emailButton, emailText } from "@/emails/layout";

export type WaitlistOfferEmailProps = {
  firstName: string;
  serviceName: string;
  /** The session's day and time with its zone ("Monday, December 7, 2026 at 10:00 AM EST"). */
  when: string;
  /** Until when the time is held, with its zone ("10:42 AM EST"). */
  until: string;
  offerUrl: string;
};

/** To a waiting client: a time that suits them opened up and is held for them for 30 minutes. */
export default function WaitlistOfferEmail(p: WaitlistOfferEmailProps) {
  return (
    <EmailLayout preview={`A time opened up for your ${p.serviceName}`}>
      <Heading as="h1" style={{ fontSize: 20, margin: "0 0 16px" }}>
        A time opened up for you
      </Heading>
      <Text style={emailText}>Hello {p.firstName},</Text>
      <Text style={emailText}>
        You are on the waitlist for {p.serviceName}, and a time that suits you is now free: {p.when}.
      </Text>
      <Text style={emailText}>We are holding it for you until {p.until}. After that it is offered to the next person waiting.</Text>
      <Button href={p.offerUrl} style={{ ...emailButton, marginBottom: 16 }}>
        Book this time
      </Button>
      <Text style={{ ...emailText, margin: 0 }}>If the time does not suit you, there is nothing to do: the hold simply ends.</Text>
    </EmailLayout>
  );
}
