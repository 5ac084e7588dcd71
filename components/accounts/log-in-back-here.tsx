"use client";

import { usePathname } from "next/navigation";
import { LogIn } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";

/** "Log In", coming back to this page afterwards (a not-found page does not know its own address otherwise). */
export function LogInBackHere() {
  const path = usePathname();
  return (
    <Button asChild size="lg">
      <Link href={`/auth?callbackUrl=${encodeURIComponent(path || "/appointments")}`}>
        <LogIn aria-hidden="true" />
        Log In
      </Link>
    </Button>
  );
}
