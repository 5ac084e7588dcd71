import localFont from "next/font/local";

// Self-hosted variable fonts (from @fontsource-variable): Inter for text, Fraunces for headings.
export const sans = localFont({ src: "./fonts/inter.woff2", variable: "--font-sans", display: "swap", weight: "100 900" });
export const display = localFont({ src: "./fonts/fraunces.woff2", variable: "--font-display", display: "swap", weight: "100 900" });
