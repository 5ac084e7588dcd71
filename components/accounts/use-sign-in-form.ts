"use client";

import { useState } from "react";
import type { z } from "zod";

import { useActionForm } from "@/components/ui/action-form";
import type { FormAction } from "@/lib/actions/state";

/**
 * A form that signs someone in (login, register, the owner's sign-in): `useActionForm`, and after
 * a success it stays busy until the next page shows, so nothing can be sent twice on the way.
 */
export function useSignInForm<Data>(
  action: FormAction<Data>,
  { schema, failureTitle, onSignedIn }: { schema: z.ZodType; failureTitle: string; onSignedIn: (data: Data | undefined) => void },
) {
  const [redirecting, setRedirecting] = useState(false);
  const form = useActionForm(action, {
    schema,
    failureTitle,
    onSuccess: ({ data }) => {
      setRedirecting(true);
      onSignedIn(data);
    },
  });
  return { ...form, pending: form.pending || redirecting };
}
