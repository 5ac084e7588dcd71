// The brand fonts: Inter for text, Fraunces for headings (variable, weights 400-700, Latin). Cut
// from @fontsource-variable's *-latin-wght-normal.woff2 with fontTools:
//   fonttools varLib.instancer IN wght=400:700 -o cut.ttf
//   pyftsubset cut.ttf --unicodes='*' --layout-features+=tnum,pnum \
//     --layout-features-=frac,numr,dnom,locl --flavor=woff2
// then named NAME-<first 8 hex digits of the file's SHA-256>.woff2 (a unit test checks it). They
// are served from public/fonts, cached for a year (next.config.ts), and added from script rather
// than CSS:
// - A first visit paints at once with metric-matched stand-ins ("Inter fallback" and "Fraunces
//   fallback" in app/globals.css) and fetches the fonts after the page has loaded, so 64 kB of
//   fonts do not compete with the page's text, stylesheet and scripts on a slow link; they swap in
//   when they arrive (decision U23, docs/measurements.md "The brand fonts after the first paint").
// - Once a browser has them (remembered in localStorage), later visits add them before the first
//   paint with font-display optional: from the cache they are used from the start, and if the
//   cache has lost them the stand-ins stay for that page rather than the text jumping.
// Without JavaScript the stand-ins are used.

type BrandFont = { family: string; file: string };

export const brandFonts: readonly BrandFont[] = [
  { family: "Inter", file: "/fonts/inter-b2def02c.woff2" },
  { family: "Fraunces", file: "/fonts/fraunces-70e254e6.woff2" },
];

export const BRAND_FONTS_SEEN_KEY = "brand-fonts";

/** Runs in the page's <head> as an inline script (its source is inlined: no imports, no closures). */
function loadBrandFonts(fonts: readonly BrandFont[], seenKey: string) {
  // The files' names change with their content, so a new font is treated as a first visit.
  const stamp = fonts.map((font) => font.file).join(" ");
  const faces = (display: FontDisplay) =>
    fonts.map((font) => new FontFace(font.family, `url(${font.file}) format("woff2")`, { weight: "400 700", display }));
  let seen = false;
  try {
    seen = localStorage.getItem(seenKey) === stamp;
  } catch {
    // Storage blocked (private mode, settings): treat every visit as a first one.
  }
  if (seen) {
    // Added and loading before the first paint: used from the start if the cache answers in time.
    for (const face of faces("optional")) {
      document.fonts.add(face);
      face.load().catch(() => undefined);
    }
    return;
  }
  addEventListener(
    "load",
    () => {
      // Loaded first and added together, so the page is laid out and painted again once, not once per font.
      const loading = faces("swap");
      Promise.allSettled(loading.map((face) => face.load())).then((results) => {
        const loaded = loading.filter((_, i) => results[i].status === "fulfilled");
        for (const face of loaded) document.fonts.add(face);
        if (loaded.length < loading.length) return;
        try {
          localStorage.setItem(seenKey, stamp);
        } catch {
          // Not remembered: the next visit loads them after its first paint again.
        }
      });
    },
    { once: true },
  );
}

export const brandFontsScript = `(${loadBrandFonts.toString()})(${JSON.stringify(brandFonts)}, ${JSON.stringify(BRAND_FONTS_SEEN_KEY)})`;
