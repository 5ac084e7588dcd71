"use client";

import { CalendarClock, EyeOff, Save, Send } from "lucide-react";

import { PostStatusBadge, postWhenLine } from "@/components/admin/blog/post-status";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AdminPost } from "@/lib/content/blog-admin";
import type { FieldErrors } from "@/lib/errors";

/** What the pressed button asks for after saving (Unpublish does not save). */
export type Intent = "save" | "publish" | "schedule" | "unpublish";

/**
 * The post's state and the buttons that save it, publish it, schedule it or take it back: each a
 * submit button of the editor's form with its `intent` (Unpublish submits its own tiny form).
 */
export function Publishing({
  id,
  post,
  timeZone,
  busy,
  disabled,
  errors,
  value,
  unpublishForm,
  message,
}: {
  id: string;
  post: AdminPost | null;
  timeZone: string;
  busy: Intent | null;
  disabled: boolean;
  errors: FieldErrors;
  value: (name: string, fallback?: string) => string;
  /** The id of the Unpublish form. */
  unpublishForm: string;
  message: string;
}) {
  const status = post?.status ?? "draft";
  return (
    <section aria-labelledby={`${id}-state`} className="grid gap-4 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-5">
      <h2 id={`${id}-state`} className="font-sans text-lg font-semibold">
        Publishing
      </h2>
      <div className="grid gap-1">
        <PostStatusBadge status={status} />
        <p className="text-sm text-muted-foreground" data-testid="post-when">
          {postWhenLine(status, post?.publishedAt ?? null, timeZone)}
        </p>
        {post?.status === "published" ? (
          <a href={`/blog/${post.slug}`} className="text-sm font-medium text-primary underline underline-offset-4">
            View on the blog
          </a>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Button type="submit" name="intent" value="save" variant="outline" disabled={disabled}>
          <Save aria-hidden="true" />
          {busy === "save" ? "Saving..." : post && post.status !== "draft" ? "Save changes" : "Save draft"}
        </Button>
        {status !== "published" ? (
          <Button type="submit" name="intent" value="publish" disabled={disabled}>
            <Send aria-hidden="true" />
            {busy === "publish" ? "Publishing..." : "Publish now"}
          </Button>
        ) : null}
        {post && post.status !== "draft" ? (
          <Button type="submit" form={unpublishForm} variant="outline" disabled={disabled}>
            <EyeOff aria-hidden="true" />
            {busy === "unpublish" ? "Unpublishing..." : post.status === "scheduled" ? "Cancel schedule" : "Unpublish"}
          </Button>
        ) : null}
      </div>
      {status !== "published" ? (
        <fieldset className="grid gap-3 border-t border-border pt-4">
          <legend className="float-left mb-2 text-sm font-semibold">Schedule for later</legend>
          <div className="clear-left grid grid-cols-2 gap-2">
            <WhenInput id={id} name="date" label="Date" type="date" fallback="" errors={errors} value={value} />
            <WhenInput id={id} name="time" label="Time" type="time" fallback="09:00" errors={errors} value={value} />
          </div>
          <p className="text-xs text-muted-foreground">In the practice&apos;s time zone ({timeZone}).</p>
          <Button type="submit" name="intent" value="schedule" variant="outline" disabled={disabled}>
            <CalendarClock aria-hidden="true" />
            {busy === "schedule" ? "Scheduling..." : "Schedule"}
          </Button>
        </fieldset>
      ) : null}
      <p role="status" aria-live="polite" className="text-sm empty:hidden" data-testid="editor-message">
        {message}
      </p>
    </section>
  );
}

function WhenInput({
  id,
  name,
  label,
  type,
  fallback,
  errors,
  value,
}: {
  id: string;
  name: "date" | "time";
  label: string;
  type: "date" | "time";
  fallback: string;
  errors: FieldErrors;
  value: (name: string, fallback?: string) => string;
}) {
  const error = errors[name];
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        name={name}
        type={type}
        defaultValue={value(name, fallback)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${name}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
