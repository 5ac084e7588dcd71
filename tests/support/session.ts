// Who the in-process route handlers think is logged in (see integration-setup.ts).
export const testSession: { userId: number | null } = { userId: null };

export const loginAs = (user: { id: number } | null) => {
  testSession.userId = user?.id ?? null;
};
