import { PolicyPage, policyMetadata } from "@/components/site/policy-page";
import { cancellationPolicyPage } from "@/lib/content/policies";

// Written from siteConfig.booking.cancellation, the settings the server enforces.
const policy = cancellationPolicyPage();

export const metadata = policyMetadata(policy);

export default function CancellationPolicyPage() {
  return <PolicyPage policy={policy} />;
}
