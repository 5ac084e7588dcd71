import { PDFDocument, PDFFont, PDFPage, StandardFonts, rgb, type RGB } from "pdf-lib";
import { fullAddress, siteConfig } from "@/lib/site-config";

// A small page writer on pdf-lib: US Letter, a brand header, wrapped paragraphs and label/value
// rows, new pages as needed. The standard fonts only encode WinAnsi, so text is made safe first.

const PAGE = { width: 612, height: 792, margin: 56 };
export const colors = {
  text: rgb(0.12, 0.16, 0.14),
  muted: rgb(0.36, 0.4, 0.38),
  brand: rgb(0.24, 0.42, 0.32),
  rule: rgb(0.89, 0.87, 0.82),
};

// Characters beyond Latin-1 that WinAnsi (Windows-1252) still encodes.
const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

/** Text the standard PDF fonts can encode: accents are dropped where needed, others become "?". */
export function pdfSafe(text: string): string {
  let out = "";
  for (const ch of text.replace(/\r\n?/g, "\n").replace(/\t/g, "  ")) {
    const code = ch.codePointAt(0)!;
    if (ch === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch)) out += ch;
    else {
      const stripped = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += /^[\x20-\x7e]+$/.test(stripped) ? stripped : "?";
    }
  }
  return out;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setAuthor(siteConfig.name);
    doc.setCreator(siteConfig.name);
    doc.setProducer(siteConfig.name);
    const writer = new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
    writer.newPage();
    return writer;
  }

  private get contentWidth() {
    return PAGE.width - PAGE.margin * 2;
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensureSpace(height: number) {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  /** The practice's name and contact line, then a rule. */
  brandHeader() {
    this.text(siteConfig.name, { size: 18, bold: true, color: colors.brand });
    this.text(`${fullAddress} · ${siteConfig.phone} · ${siteConfig.email}`, { size: 9, color: colors.muted });
    this.space(6);
    this.rule();
    this.space(14);
  }

  heading(text: string, size = 15) {
    this.space(4);
    this.text(text, { size, bold: true });
    this.space(4);
  }

  text(
    text: string,
    { size = 11, bold = false, color = colors.text, indent = 0 }: { size?: number; bold?: boolean; color?: RGB; indent?: number } = {},
  ) {
    const font = bold ? this.bold : this.regular;
    const lineHeight = size * 1.4;
    for (const line of this.wrap(pdfSafe(text), font, size, this.contentWidth - indent)) {
      this.ensureSpace(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y + size * 0.3, size, font, color });
    }
  }

  /** "Label: value" rows with aligned values. */
  rows(rows: Array<[string, string]>, { labelWidth = 150, size = 11 } = {}) {
    for (const [label, value] of rows) {
      const lines = this.wrap(pdfSafe(value), this.regular, size, this.contentWidth - labelWidth);
      const lineHeight = size * 1.5;
      this.ensureSpace(lineHeight * lines.length);
      this.page.drawText(pdfSafe(label), {
        x: PAGE.margin,
        y: this.y - lineHeight + size * 0.3,
        size,
        font: this.bold,
        color: colors.muted,
      });
      for (const line of lines) {
        this.y -= lineHeight;
        this.page.drawText(line, { x: PAGE.margin + labelWidth, y: this.y + size * 0.3, size, font: this.regular, color: colors.text });
      }
    }
  }

  /** A right-aligned amount row for totals. */
  amountRow(label: string, amount: string, { bold = false, size = 11 } = {}) {
    const font = bold ? this.bold : this.regular;
    const lineHeight = size * 1.6;
    this.ensureSpace(lineHeight);
    this.y -= lineHeight;
    const right = PAGE.margin + this.contentWidth;
    this.page.drawText(pdfSafe(label), { x: right - 220, y: this.y, size, font, color: colors.text });
    const safeAmount = pdfSafe(amount);
    this.page.drawText(safeAmount, { x: right - font.widthOfTextAtSize(safeAmount, size), y: this.y, size, font, color: colors.text });
  }

  rule() {
    this.ensureSpace(2);
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.75,
      color: colors.rule,
    });
  }

  space(points: number) {
    this.y -= points;
  }

  /** Embeds a PNG (e.g. a signature) scaled to fit `maxWidth` x `maxHeight`, with a frame. */
  async png(bytes: Uint8Array, { maxWidth = 275, maxHeight = 75 } = {}) {
    const image = await this.doc.embedPng(bytes);
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.ensureSpace(height + 12);
    this.y -= height + 6;
    this.page.drawRectangle({
      x: PAGE.margin - 4,
      y: this.y - 4,
      width: width + 8,
      height: height + 8,
      borderColor: colors.rule,
      borderWidth: 0.75,
    });
    this.page.drawImage(image, { x: PAGE.margin, y: this.y, width, height });
    this.y -= 6;
  }

  /** Footer on every page: page numbers. */
  async finish(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const label = `${siteConfig.name} · Page ${i + 1} of ${pages.length}`;
      page.drawText(label, { x: PAGE.margin, y: PAGE.margin / 2, size: 8, font: this.regular, color: colors.muted });
    });
    return this.doc.save();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
        else {
          if (line) lines.push(line);
          line = this.breakLongWord(word, font, size, width, lines);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** A single word wider than the line (a long URL) is split across lines. */
  private breakLongWord(word: string, font: PDFFont, size: number, width: number, lines: string[]): string {
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    return rest;
  }
}

/** Bytes of a `data:image/png;base64,...` URL, or null when it is not a PNG data URL. */
export function pngDataUrlBytes(dataUrl: string | null | undefined): Uint8Array | null {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl ?? "");
  if (!match) return null;
  const bytes = Buffer.from(match[1], "base64");
  // PNG signature: 89 50 4E 47 0D 0A 1A 0A
  return bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    ? new Uint8Array(bytes)
    : null;
}
