import { MyAppointmentsSkeleton } from "@/components/accounts/my-appointments";

// While the session is checked: the same skeleton the appointments' Suspense boundary shows.
export default function Loading() {
  return <MyAppointmentsSkeleton />;
}
