"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { IntakeAnswersForm } from "@/components/intake/intake-answers-form";
import type { IntakeForService, IntakeSubmitted } from "@/lib/intake/responses";

type IntakeDialogProps = {
  open: boolean;
  service: { id: number; name: string };
  /** What the service asks this client; undefined while it is looked up. */
  intake: IntakeForService | undefined;
  onCancel: () => void;
  onSubmitted: (result: IntakeSubmitted) => void;
};

/** After the consent form: the intake form the service asks, answered once and kept as a draft while typed. */
export function IntakeDialog({ open, service, intake, onCancel, onSubmitted }: IntakeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{intake?.form?.name ?? "Intake form"}</DialogTitle>
          <DialogDescription>
            For your {service.name} booking. Please answer before your first session; your answers cover your bookings of this service for
            12 months. They are read only by you and your practitioner.
          </DialogDescription>
        </DialogHeader>
        {open &&
          (intake?.form ? (
            <IntakeAnswersForm
              key={intake.form.versionId}
              form={intake.form}
              initialAnswers={intake.answers}
              submitLabel="Send and continue"
              onSubmitted={onSubmitted}
              secondary={
                <Button type="button" variant="outline" onClick={onCancel}>
                  Cancel
                </Button>
              }
            />
          ) : (
            <div className="grid min-h-40 place-items-center">
              <Spinner label="Loading your intake form..." showLabel />
            </div>
          ))}
      </DialogContent>
    </Dialog>
  );
}
