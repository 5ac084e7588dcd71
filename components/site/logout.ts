import { logOutAction } from "@/lib/actions/accounts";
import { IDLE } from "@/lib/actions/state";
import { clearBookingDraft } from "@/components/booking/draft-storage";
import { markLoggedOut } from "@/components/site/session-store";

// Beside its only callers (the account menu and the drawer, both loaded when opened) rather than in
// the session store, so a visitor's first load does not carry the logout action and the draft store.

const LOGOUT_FAILED = "Could not log out. Please check your connection and try again.";

/** Ends the session (the logout action, as POST /api/logout). Resolves to null on success, else the message to show. */
export async function logout(): Promise<string | null> {
  try {
    const answer = await logOutAction(IDLE, new FormData());
    if (answer.status === "error") return answer.message;
  } catch {
    return LOGOUT_FAILED; // the network, not the server
  }
  clearBookingDraft();
  markLoggedOut();
  return null;
}
