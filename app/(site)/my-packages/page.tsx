import type { Metadata } from "next";
import { requireUser } from "@/lib/accounts/guards";
import { MY_PACKAGES_PATH } from "@/lib/packages/expiry";
import { MyPackagesAndGiftCards } from "@/components/packages/my-packages";

export const metadata: Metadata = { title: "My Packages & Gift Cards", robots: { index: false, follow: false } };

export default async function MyPackagesPage() {
  const user = await requireUser(MY_PACKAGES_PATH);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl font-semibold sm:text-5xl">My Packages &amp; Gift Cards</h1>
        <p className="text-lg text-muted-foreground">
          The sessions left in your packages, how you used them, and the gift cards you bought.
        </p>
      </div>
      <MyPackagesAndGiftCards userId={user.id} clientZone={user.timeZone} />
    </div>
  );
}
