import { practitionerName, siteConfig } from "@/lib/site-config";

// The blog's own words, shared by its page's metadata and the RSS feed.
export const blogTitle = "Wellness Blog";
export const blogDescription = `Practical articles on hypnotherapy, yoga, mindfulness and sleep from ${practitionerName}, ${siteConfig.practitioner.title}.`;
