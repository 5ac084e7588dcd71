"use client";

import { useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { Menu } from "lucide-react";

import { Button } from "@/components/ui/button";

// The drawer (Radix dialog and its content) loads on the first tap, not with every page.
const loadDrawer = () => import("@/components/site/mobile-drawer");
const MobileDrawer = dynamic(loadDrawer);

/** The menu button shown below the desktop breakpoint; opens the side drawer. */
export function MobileNav({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  // Close once navigation has happened (also covers the browser's back/forward buttons).
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className={className}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {wanted && <MobileDrawer open={open} setOpen={setOpen} returnFocusTo={button} />}
    </>
  );
}
