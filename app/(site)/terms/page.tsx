import { PolicyPage, policyMetadata } from "@/components/site/policy-page";
import { termsOfService } from "@/lib/content/policies";

export const metadata = policyMetadata(termsOfService);

export default function TermsPage() {
  return <PolicyPage policy={termsOfService} />;
}
