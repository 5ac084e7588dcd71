"use client";

import dynamic from "next/dynamic";

// An error boundary's module ships with every visit to the page; its view (the UI kit's button,
// icons) loads only when an error is shown, so visitors do not download it.
const ServicesErrorView = dynamic(() => import("@/components/services/services-error"));

/** The services could not be loaded: the spec's message in each section, with a retry that fetches them again. */
export default function ServicesError(props: { error: Error; retry: () => void }) {
  return <ServicesErrorView {...props} />;
}
