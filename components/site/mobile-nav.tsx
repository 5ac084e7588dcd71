"use client";

import { useRef, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";

// The drawer (Radix dialog and its content) loads on the first tap, not with every page.
const loadDrawer = () => import("@/components/site/mobile-drawer");
const MobileDrawer = dynamic(loadDrawer);

/**
 * The menu button shown below the desktop breakpoint; opens the side drawer. `className` is the
 * button's full class list and `icon` its icon, both from the header on the server (no UI kit or
 * icon code ships with this leaf).
 */
export function MobileNav({ className, icon }: { className: string; icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  // Close once navigation has happened (also covers the browser's back/forward buttons).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        data-slot="button"
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
        {icon}
      </button>
      {wanted && <MobileDrawer open={open} setOpen={setOpen} returnFocusTo={button} />}
    </>
  );
}
