import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { fullAddress, siteConfig } from "@/lib/site-config";

// The frame every email shares: brand header, content, footer with the practice's details.
export function EmailLayout({ preview, children, footer }: { preview: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#fcfaf6", fontFamily: "Helvetica, Arial, sans-serif", color: "#1f2a24", margin: 0 }}>
        <Container style={{ maxWidth: 560, margin: "0 auto", padding: "32px 24px" }}>
          <Text style={{ fontSize: 20, fontWeight: 700, color: "#3d6b52", margin: "0 0 24px" }}>{siteConfig.name}</Text>
          <Section style={{ backgroundColor: "#ffffff", borderRadius: 12, padding: "24px", border: "1px solid #e4ddd1" }}>{children}</Section>
          <Hr style={{ borderColor: "#e4ddd1", margin: "24px 0 12px" }} />
          <Text style={{ fontSize: 12, color: "#5b6560", lineHeight: "18px", margin: 0 }}>
            {siteConfig.name} · {fullAddress} · {siteConfig.phone} · {siteConfig.email}
          </Text>
          {footer}
        </Container>
      </Body>
    </Html>
  );
}

export const emailText = { fontSize: 15, lineHeight: "24px", margin: "0 0 12px" } as const;
export const emailButton = {
  backgroundColor: "#3d6b52",
  color: "#ffffff",
  borderRadius: 8,
  padding: "12px 20px",
  fontWeight: 600,
  textDecoration: "none",
  display: "inline-block",
} as const;
