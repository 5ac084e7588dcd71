"use client";

import * as React from "react";
import SignaturePad, { type PointGroup } from "signature_pad";
import { EraserIcon, KeyboardIcon, PenLineIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** The signature canvas is 550 by 150; typed signatures are rendered at that size. */
export const SIGNATURE_WIDTH = 550;
export const SIGNATURE_HEIGHT = 150;
const INK = "#1f2a24";

export type SignatureMethod = "draw" | "type";

type SignatureFieldProps = {
  method: SignatureMethod;
  onMethodChange: (method: SignatureMethod) => void;
  /** PNG data URL of the drawn signature ("" when empty). */
  drawn: string;
  onDrawnChange: (dataUrl: string) => void;
  typed: string;
  onTypedChange: (value: string) => void;
  onTypedBlur: () => void;
  error?: string;
  disabled?: boolean;
};

/**
 * Draw (signature_pad) or type a signature. Keyboard users cannot draw, so the method switch
 * comes first and says so; the typed name is rendered onto a 550x150 canvas in a script face.
 */
export function SignatureField({
  method,
  onMethodChange,
  drawn,
  onDrawnChange,
  typed,
  onTypedChange,
  onTypedBlur,
  error,
  disabled,
}: SignatureFieldProps) {
  const errorId = "signature-error";
  const hintId = "signature-hint";
  return (
    <fieldset className="grid gap-3" aria-describedby={cn(hintId, error && errorId)}>
      <legend className="mb-2 text-sm font-medium">Signature</legend>
      <div role="group" aria-label="Signature method" className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1">
        <MethodButton active={method === "draw"} onClick={() => onMethodChange("draw")} disabled={disabled}>
          <PenLineIcon aria-hidden="true" /> Draw
        </MethodButton>
        <MethodButton active={method === "type"} onClick={() => onMethodChange("type")} disabled={disabled}>
          <KeyboardIcon aria-hidden="true" /> Type
        </MethodButton>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {method === "draw"
          ? "Sign in the box with your mouse, finger or stylus. Using a keyboard? Choose Type to type your signature instead."
          : "Type your full name; it is rendered as your signature."}
      </p>

      {method === "draw" ? (
        <DrawPad value={drawn} onChange={onDrawnChange} invalid={Boolean(error)} disabled={disabled} />
      ) : (
        <TypedSignature
          value={typed}
          onChange={onTypedChange}
          onBlur={onTypedBlur}
          invalid={Boolean(error)}
          errorId={error ? errorId : undefined}
          disabled={disabled}
        />
      )}

      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function MethodButton({ active, children, ...props }: React.ComponentProps<"button"> & { active: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      className={cn(
        "inline-flex min-h-10 items-center gap-1.5 rounded-md px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50 [&_svg]:size-4",
        active ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
      )}
      {...props}
    >
      {children}
    </button>
  );
}

function DrawPad({
  value,
  onChange,
  invalid,
  disabled,
}: {
  value: string;
  onChange: (dataUrl: string) => void;
  invalid: boolean;
  disabled?: boolean;
}) {
  const canvasRef = React.useRef<HTMLCanvasElement>(null);
  const padRef = React.useRef<SignaturePad | null>(null);
  const restoredRef = React.useRef(value);
  const onChangeRef = React.useRef(onChange);
  React.useEffect(() => {
    onChangeRef.current = onChange;
  });

  React.useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: INK, minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    let lastWidth = 0;

    // The canvas follows its box (responsive) at the screen's pixel density; strokes are
    // rescaled so a signature survives a rotation or resize.
    const resize = () => {
      const width = canvas.offsetWidth;
      const height = canvas.offsetHeight;
      if (!width || !height || width === lastWidth) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const factor = lastWidth ? width / lastWidth : 1;
      const data = pad.toData();
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      pad.clear();
      if (data.length) pad.fromData(scalePoints(data, factor));
      else if (restoredRef.current) void pad.fromDataURL(restoredRef.current, { width, height });
      lastWidth = width;
    };
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    resize();

    const onEnd = () => {
      restoredRef.current = "";
      onChangeRef.current(pad.isEmpty() ? "" : exportCanvas(canvas));
    };
    pad.addEventListener("endStroke", onEnd);
    return () => {
      observer.disconnect();
      pad.removeEventListener("endStroke", onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  React.useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    restoredRef.current = "";
    onChange("");
  };

  return (
    <div className="grid gap-2">
      <div
        className={cn(
          "relative w-full max-w-[550px] overflow-hidden rounded-md border-2 border-dashed bg-white",
          invalid ? "border-destructive" : "border-control/60",
        )}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={value ? "Signature pad, signed" : "Signature pad, empty: draw your signature here"}
          className="block aspect-[550/150] w-full touch-none cursor-crosshair"
        />
        {!value && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-4 bottom-3 border-b border-muted-foreground/40 pb-0.5 text-xs text-muted-foreground"
          >
            Sign here
          </span>
        )}
      </div>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={clear} disabled={disabled || !value}>
          <EraserIcon aria-hidden="true" /> Clear signature
        </Button>
      </div>
    </div>
  );
}

function TypedSignature({
  value,
  onChange,
  onBlur,
  invalid,
  errorId,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  errorId?: string;
  disabled?: boolean;
}) {
  const canvasRef = React.useRef<HTMLCanvasElement>(null);
  React.useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas) void drawTypedSignature(canvas, value);
  }, [value]);

  return (
    <div className="grid gap-2">
      <Label htmlFor="typed-signature" className={invalid ? "text-destructive" : undefined}>
        Type your signature
      </Label>
      <Input
        id="typed-signature"
        value={value}
        autoComplete="name"
        maxLength={80}
        placeholder="Your full name"
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <canvas
        ref={canvasRef}
        width={SIGNATURE_WIDTH}
        height={SIGNATURE_HEIGHT}
        aria-hidden="true"
        className="block aspect-[550/150] w-full max-w-[550px] rounded-md border border-border bg-white"
      />
    </div>
  );
}

function scalePoints(groups: PointGroup[], factor: number): PointGroup[] {
  if (factor === 1) return groups;
  return groups.map((group) => ({ ...group, points: group.points.map((p) => ({ ...p, x: p.x * factor, y: p.y * factor })) }));
}

/** The drawn signature as a 550x150 PNG on white, whatever size the pad is shown at. */
function exportCanvas(source: HTMLCanvasElement): string {
  const out = document.createElement("canvas");
  out.width = SIGNATURE_WIDTH;
  out.height = SIGNATURE_HEIGHT;
  const ctx = out.getContext("2d");
  if (!ctx) return "";
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  ctx.drawImage(source, 0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  return out.toDataURL("image/png");
}

/** Script faces where the system has one; the site's display face in italics otherwise. */
function signatureFontFamily(): string {
  const display = getComputedStyle(document.documentElement).getPropertyValue("--font-display").trim();
  return ['"Brush Script MT"', '"Segoe Script"', '"Snell Roundhand"', '"Lucida Handwriting"', display, "cursive"]
    .filter(Boolean)
    .join(", ");
}

async function drawTypedSignature(canvas: HTMLCanvasElement, text: string): Promise<void> {
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  const family = signatureFontFamily();
  let size = 60;
  const font = () => `italic 500 ${size}px ${family}`;
  // The web font may still be loading: wait so the PNG never shows a fallback face.
  await document.fonts?.load(font(), text || "A").catch(() => undefined);
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const value = text.trim();
  if (!value) return;
  ctx.font = font();
  while (size > 18 && ctx.measureText(value).width > canvas.width - 48) {
    size -= 2;
    ctx.font = font();
  }
  ctx.fillStyle = INK;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(value, canvas.width / 2, canvas.height / 2 + 4);
}

/** The typed signature as a 550x150 PNG data URL. */
export async function renderTypedSignature(text: string): Promise<string> {
  const canvas = document.createElement("canvas");
  canvas.width = SIGNATURE_WIDTH;
  canvas.height = SIGNATURE_HEIGHT;
  await drawTypedSignature(canvas, text);
  return canvas.toDataURL("image/png");
}
