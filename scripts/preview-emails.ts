// npm run emails:preview: renders every email sample (emails/samples.tsx) the way sendEmail does,
// HTML and plain text, into .email-preview/ to open in a browser or editor. No database needed.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { render } from "@react-email/render";
import { emailSamples } from "@/emails/samples";

const dir = ".email-preview";
await rm(dir, { recursive: true, force: true }); // no files left over from renamed samples
await mkdir(dir, { recursive: true });
for (const { name, subject, element } of emailSamples) {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  await Promise.all([writeFile(join(dir, `${name}.html`), html), writeFile(join(dir, `${name}.txt`), `Subject: ${subject}\n\n${text}\n`)]);
  console.info(`${join(dir, name)}.{html,txt}  ${subject}`);
}
