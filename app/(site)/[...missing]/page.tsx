import { notFound } from "next/navigation";

// Unknown addresses land here (every real route is more specific), so their 404 renders inside
// the (site) layout's shell. A root not-found.tsx with its own shell would do the same, but a
// boundary's content is serialised into every page's hydration payload: the shell twice more.
export default function MissingPage() {
  notFound();
}
