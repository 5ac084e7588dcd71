import { redirect } from "next/navigation";

// Spec: /admin redirects to /admin/login (which sends a signed-in admin on to the dashboard).
export default function AdminIndex() {
  redirect("/admin/login");
}
