"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { siteConfig } from "@/lib/site-config";

const { minimumAge } = siteConfig.booking;

export const AGE_FAILED_TITLE = "Age Verification Failed";
export const AGE_FAILED_MESSAGE = `You must be ${minimumAge} years or older to schedule services.`;

type AgeVerificationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  onDecline: () => void;
};

export function AgeVerificationDialog({ open, onOpenChange, onConfirm, onDecline }: AgeVerificationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Age Verification</DialogTitle>
          <DialogDescription>
            Our sessions are for adults. Please confirm that you are {minimumAge} years of age or older to continue with your booking.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-3">
          <Button variant="outline" onClick={onDecline}>
            No, I am under {minimumAge}
          </Button>
          <Button onClick={onConfirm}>Yes, I am {minimumAge} or older</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
