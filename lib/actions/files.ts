// Server-side help for forms that post a file: the domain functions take an image as base64 (as
// the JSON routes do), so an action turns the posted file into that text before parsing.

/** Replaces the file posted as `name` by its base64 (blank when none was chosen). */
export async function fileAsBase64(formData: FormData, name: string): Promise<FormData> {
  const file = formData.get(name);
  if (typeof file !== "string" && file) formData.set(name, file.size ? Buffer.from(await file.arrayBuffer()).toString("base64") : "");
  return formData;
}
