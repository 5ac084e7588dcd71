import { Link } from "@/components/ui/link";

// The page's heading, shown at once: loading.tsx and the page render below it. The reschedule page
// (../[id]/reschedule) sits outside this group: it has its own heading and no list skeleton.
export default function MyAppointmentsLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="flex flex-col gap-2">
        {/* Focus lands here after a cancellation, when the card the client was on moves. */}
        <h1 id="my-appointments-heading" tabIndex={-1} className="text-4xl font-semibold focus:outline-none sm:text-5xl">
          My Appointments
        </h1>
        <p className="text-lg text-muted-foreground">
          Your sessions, virtual and in person: join, add to your calendar, reschedule or cancel, and download receipts.
        </p>
        <p>
          <Link href="/my-packages" className="font-medium text-primary underline-offset-4 hover:underline">
            My Packages &amp; Gift Cards
          </Link>
        </p>
      </div>
      {children}
    </div>
  );
}
