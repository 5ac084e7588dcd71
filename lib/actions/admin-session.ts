"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";

import { logOut } from "@/lib/accounts/sign-in";
import { adminLogIn, adminLoginSchema } from "@/lib/admin/login";
import { adminReturnPath } from "@/lib/admin/return-path";
import { formAction } from "./define";

// The owner's sign-in and sign-out, through the same functions as POST /api/admin/login and
// /api/admin/logout (Auth.js's session cookie; the sign-in limits run in its authorize()).

/** A form the browser posted itself (before the page hydrated): the answer is a redirect, not a toast. */
const postedNatively = async () => !(await headers()).has("next-action");

/** `next`: the page of the owner's area she asked for (adminReturnPath keeps it inside /admin). */
const adminLoginForm = adminLoginSchema.extend({ next: z.string().optional() });

export const adminLoginAction = formAction({ name: "admin.login", schema: adminLoginForm, secret: ["password"] }, async ({ input }) => {
  await adminLogIn(input);
  if (await postedNatively()) redirect(adminReturnPath(input.next));
  // The page toasts, then moves to the page asked for (or the dashboard).
});

export const adminLogoutAction = formAction({ name: "admin.logout", schema: z.object({}) }, async () => {
  await logOut();
  if (await postedNatively()) redirect("/admin/login");
});
