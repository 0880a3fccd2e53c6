import { deflateSync } from "node:zlib";

/**
 * A minimal PDF writer for the demo downloads: Letter pages, the standard Helvetica
 * fonts (no embedding, so files stay a few kilobytes), headings, paragraphs, bullets,
 * checkboxes and a footer. Text must be printable ASCII.
 */

export interface PdfDocument {
  title: string;
  subtitle?: string;
  /** "# " heading, "- " bullet, "[] " checkbox line, anything else a paragraph. */
  body: string[];
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN_X = 64;
const TOP = PAGE_HEIGHT - 72;
const BOTTOM = 72;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

// Helvetica advance widths (AFM, 1/1000 em) for codes 32..126.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 222, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// Helvetica-Bold is wider; this factor errs on the side of wrapping early.
const BOLD_FACTOR = 1.1;

function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (const ch of text) units += HELVETICA_WIDTHS[ch.charCodeAt(0) - 32] ?? 600;
  return (units / 1000) * size * (bold ? BOLD_FACTOR : 1);
}

function wrap(text: string, size: number, bold: boolean, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const escapeText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

function assertAscii(text: string, where: string) {
  if (/[^\x20-\x7e]/.test(text)) throw new Error(`Non-ASCII text in ${where}: ${JSON.stringify(text)}`);
}

type Op = string;

export function renderPdf(doc: PdfDocument): Buffer {
  for (const line of [doc.title, doc.subtitle ?? "", ...doc.body]) assertAscii(line, doc.title);

  const pages: Op[][] = [[]];
  let y = TOP;
  const page = () => pages[pages.length - 1]!;
  const ensure = (height: number) => {
    if (y - height < BOTTOM) {
      pages.push([]);
      y = TOP;
    }
  };
  const text = (x: number, size: number, bold: boolean, rgb: string, value: string) =>
    page().push(
      `BT /${bold ? "F2" : "F1"} ${size} Tf ${rgb} rg ${x} ${y.toFixed(1)} Td (${escapeText(value)}) Tj ET`,
    );

  const NAVY = "0.06 0.16 0.29";
  const INK = "0.15 0.17 0.2";
  const GREY = "0.42 0.45 0.5";

  for (const line of wrap(doc.title, 20, true, TEXT_WIDTH)) {
    y -= 24;
    text(MARGIN_X, 20, true, NAVY, line);
  }
  if (doc.subtitle) {
    for (const line of wrap(doc.subtitle, 11, false, TEXT_WIDTH)) {
      y -= 16;
      text(MARGIN_X, 11, false, GREY, line);
    }
  }
  y -= 12;
  page().push(`0.15 0.45 0.85 RG 1.5 w ${MARGIN_X} ${y} m ${PAGE_WIDTH - MARGIN_X} ${y} l S`);
  y -= 8;

  for (const block of doc.body) {
    if (block.startsWith("# ")) {
      const lines = wrap(block.slice(2), 13, true, TEXT_WIDTH);
      ensure(24 + lines.length * 17 + 30);
      y -= 10;
      for (const line of lines) {
        y -= 17;
        text(MARGIN_X, 13, true, NAVY, line);
      }
      y -= 2;
    } else if (block.startsWith("- ") || block.startsWith("[] ")) {
      const checkbox = block.startsWith("[] ");
      const indent = 18;
      const lines = wrap(block.slice(checkbox ? 3 : 2), 10.5, false, TEXT_WIDTH - indent);
      ensure(lines.length * 15 + 4);
      y -= 4;
      lines.forEach((line, index) => {
        y -= 15;
        if (index === 0) {
          if (checkbox) page().push(`${GREY} RG 0.8 w ${MARGIN_X + 2} ${y - 1} 8 8 re S`);
          else page().push(`0.15 0.45 0.85 rg ${MARGIN_X + 4} ${y + 2.5} 3 3 re f`);
        }
        text(MARGIN_X + indent, 10.5, false, INK, line);
      });
    } else {
      const lines = wrap(block, 10.5, false, TEXT_WIDTH);
      ensure(lines.length * 15 + 8);
      y -= 8;
      for (const line of lines) {
        y -= 15;
        text(MARGIN_X, 10.5, false, INK, line);
      }
    }
  }

  const objects: string[] = [];
  /** Returns the new object's number (1-based). */
  const add = (body: string): number => objects.push(body);
  const streams: Buffer[] = [];

  add("<< /Type /Catalog /Pages 2 0 R >>");
  add("PAGES");
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  add(`<< /Title (${escapeText(doc.title)}) /Author (ScaleMSP) /Creator (ScaleMSP) >>`);

  const pageIds: number[] = [];
  pages.forEach((ops, index) => {
    const footer = `ScaleMSP  |  ${doc.title}  |  Page ${index + 1} of ${pages.length}`;
    const all = [...ops, `BT /F1 8 Tf ${GREY} rg ${MARGIN_X} 40 Td (${escapeText(footer)}) Tj ET`].join("\n");
    const data = deflateSync(Buffer.from(all, "latin1"));
    streams.push(data);
    const contentId = objects.length + 1;
    add(`STREAM:${streams.length - 1}:<< /Length ${data.length} /Filter /FlateDecode >>`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
  });
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;

  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    let chunk: Buffer;
    const streamMatch = /^STREAM:(\d+):(.*)$/s.exec(body);
    if (streamMatch) {
      const data = streams[Number(streamMatch[1])]!;
      chunk = Buffer.concat([
        Buffer.from(`${index + 1} 0 obj\n${streamMatch[2]}\nstream\n`, "latin1"),
        data,
        Buffer.from("\nendstream\nendobj\n", "latin1"),
      ]);
    } else {
      chunk = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, "latin1");
    }
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>`,
    "startxref",
    String(offset),
    "%%EOF",
    "",
  ].join("\n");
  chunks.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(chunks);
}
