import { PolicyPage, policyMetadata } from "@/components/site/policy-page";
import { privacyPolicy } from "@/lib/content/policies";

export const metadata = policyMetadata(privacyPolicy);

export default function PrivacyPage() {
  return <PolicyPage policy={privacyPolicy} />;
}
