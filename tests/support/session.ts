// Who the in-process route handlers think is logged in (see integration-setup.ts).
export const testSession: { userId: number | null; sid?: string } = { userId: null };

/** `sid`: the AuthSession row the browser's cookie names. */
export const loginAs = (user: { id: number } | null, sid?: string) => {
  testSession.userId = user?.id ?? null;
  testSession.sid = sid;
};
