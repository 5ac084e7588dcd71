import { Link } from "@/components/ui/link";
import { ArrowLeft, Compass } from "lucide-react";

import { NotFoundCard } from "@/components/site/not-found-card";
import { Button } from "@/components/ui/button";

const home = { href: "/", label: "Back to Home" };

/** The 404 content (the spec's texts); each not-found boundary puts it in its own frame. */
export function PageNotFound({ back = home }: { back?: { href: string; label: string } }) {
  return (
    <NotFoundCard
      icon={<Compass className="size-7" aria-hidden="true" />}
      title="404 Page Not Found"
      text="Did you forget to add the page to the router?"
    >
      <Button asChild size="lg">
        <Link href={back.href}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
    </NotFoundCard>
  );
}
