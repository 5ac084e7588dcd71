/** A form label's look (components/ui/label.tsx uses it too). */
export const labelClasses =
  "flex items-center gap-2 text-sm font-medium leading-snug text-foreground select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-60 peer-disabled:cursor-not-allowed peer-disabled:opacity-60";

/** The props a field's control takes to be tied to its label, hint and error for screen readers. */
export type ControlProps = { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * A labelled control with its hint and error (a native label, so that a client form using it ships
 * no UI-kit code): `<Field name="bio" label="Bio" error={errors.bio}>
 * {(control) => <Textarea {...control} defaultValue={value("bio")} />}</Field>`.
 */
export function Field({
  name,
  id = `field-${name}`,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  /** Unique on the page; defaults to `field-${name}` (give one when a page has two such forms). */
  id?: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  children: (control: ControlProps) => React.ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} data-slot="label" className={labelClasses}>
        {label}
      </label>
      {children({ id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
