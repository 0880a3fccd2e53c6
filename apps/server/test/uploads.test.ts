import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { create as contentDisposition } from "content-disposition";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "@scalemsp/api";
import { hashPassword } from "@scalemsp/auth";
import type { Database } from "@scalemsp/db";
import {
  createBusiness,
  createLesson,
  createModule,
  createResource,
  createUser,
} from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { createS3FileStore } from "@scalemsp/storage";
import { startTestBucket, type TestBucket } from "@scalemsp/storage/testing";
import { MESSAGES, RESOURCE_MESSAGES, UPLOAD_MESSAGES, type PlanLevel } from "@scalemsp/validators";
import { detectFileKind, sanitizeFileName, servedAs } from "../src/http/file-types";
import { UPLOAD_PATH } from "../src/http/uploads";
import {
  TestClient,
  dispositionOf,
  multipart,
  startTestApp,
  uniqueEmail,
  validRegistration,
  type FilePart,
  type TestApp,
} from "./helpers";

const PASSWORD = "Sup3rSecret";
const LIMIT = 8 * 1024;

// ---------------------------------------------------------------- sample files

/** A complete one-page PDF with a correct cross-reference table. */
function samplePdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    "<< /Length 44 >>\nstream\nBT /F1 24 Tf 72 700 Td (MSP Growth) Tj ET\nendstream",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
const WINDOWS_EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(126)]);
const HTML = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
/** An MP4 header (ftyp, mp42) and enough payload to ask for a byte range of. */
const MP4 = Buffer.concat([
  Buffer.from("\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom", "latin1"),
  Buffer.alloc(2000, 0x2a),
]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A ZIP archive with stored (uncompressed) entries, as an office file is laid out. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `[Content_Types].xml` declaring the main part, as every office program writes it. */
const contentTypes = (part: string, type: string) =>
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  `<Override PartName="/${part}" ContentType="application/${type}.main+xml"/></Types>`;
const OOXML = "vnd.openxmlformats-officedocument";
const DOCX = zip({
  "[Content_Types].xml": contentTypes("word/document.xml", `${OOXML}.wordprocessingml.document`),
  "word/document.xml": "<w:document/>",
});
const XLSX = zip({
  "[Content_Types].xml": contentTypes("xl/workbook.xml", `${OOXML}.spreadsheetml.sheet`),
  "xl/workbook.xml": "<workbook/>",
});
const PPTX = zip({
  "[Content_Types].xml": contentTypes("ppt/presentation.xml", `${OOXML}.presentationml.presentation`),
  "ppt/presentation.xml": "<p:presentation/>",
});
const DOCM = zip({
  "[Content_Types].xml": contentTypes("word/document.xml", "vnd.ms-word.document.macroEnabled"),
  "word/document.xml": "<w:document/>",
  "word/vbaProject.bin": "macro",
});
const XLSM = zip({
  "[Content_Types].xml": contentTypes("xl/workbook.xml", "vnd.ms-excel.sheet.macroEnabled"),
  "xl/workbook.xml": "<workbook/>",
  "xl/vbaProject.bin": "macro",
});
const PLAIN_ZIP = zip({ "notes.txt": "hello" });

describe("file checks", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-kinds-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const kindOf = (content: Buffer) => {
    const file = path.join(dir, `sample-${Math.random().toString(16).slice(2)}`);
    writeFileSync(file, content);
    return detectFileKind(file);
  };

  it.each([
    ["a PDF", samplePdf(), "pdf"],
    ["a PNG", PNG, "png"],
    ["a JPEG", JPEG_HEAD, "jpeg"],
    ["a GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), "gif"],
    ["a WebP", Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 \x18\x00\x00\x00", "latin1"), "webp"],
    ["an MP4", MP4, "mp4"],
    ["a Word document", DOCX, "docx"],
    ["an Excel workbook", XLSX, "xlsx"],
    ["a PowerPoint deck", PPTX, "pptx"],
    ["UTF-8 text", Buffer.from("name,company\nDana,Reyes IT — Zürich\n"), "text"],
    ["an XML file", Buffer.from('<?xml version="1.0"?><notes>fine as text</notes>'), "text"],
    ["a QuickTime movie", Buffer.from("\x00\x00\x00\x14ftypqt  \x00\x00\x00\x00qt  ", "latin1"), null],
    ["a macro-enabled Word document", DOCM, null],
    ["a macro-enabled workbook", XLSM, null],
    ["a plain ZIP", PLAIN_ZIP, null],
    ["an ELF program", ELF, null],
    ["a Windows program", WINDOWS_EXE, null],
    ["text with a NUL byte", Buffer.from("Hi\u0000there"), null],
  ])("reads %s from its content", async (_label, content, kind) => {
    expect(await kindOf(content)).toBe(kind);
  });

  it("sanitises names: no folders, control or direction characters", () => {
    expect(sanitizeFileName("C:\\Users\\dana\\Growth Plan.pdf")).toBe("Growth Plan.pdf");
    expect(sanitizeFileName("../../etc/passwd")).toBe("passwd");
    expect(sanitizeFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(sanitizeFileName('a<b>"c".pdf')).toBe("a_b__c_.pdf");
    expect(sanitizeFileName("...hidden.txt")).toBe("hidden.txt");
    expect(sanitizeFileName(`${"x".repeat(300)}.pdf`)).toMatch(/^x{196}\.pdf$/);
  });

  it("writes Content-Disposition so a browser saves the exact name", () => {
    for (const name of ["Préparation (v2).pdf", 'a"b.pdf', "100% plan.pdf", "Growth Guide.pdf"]) {
      expect(dispositionOf(contentDisposition(name, { type: "attachment" }))).toEqual({
        type: "attachment",
        fileName: name,
      });
    }
  });

  it("shows only PDFs, videos and raster images inline, and nothing it does not store", () => {
    const inline = ["pdf", "mp4", "m4v", "png", "jpg", "jpeg", "gif", "webp"];
    const attachment = ["docx", "xlsx", "pptx", "txt", "csv", "md", "markdown"];
    for (const ext of inline) expect(servedAs(`abc.${ext}`)?.disposition, ext).toBe("inline");
    for (const ext of attachment) expect(servedAs(`abc.${ext}`)?.disposition, ext).toBe("attachment");
    for (const ext of ["svg", "html", "htm", "xml", "js", "exe", "zip", "constructor", "toString"]) {
      expect(servedAs(`abc.${ext}`), ext).toBeNull();
    }
  });
});

describe.each(testBackends())("POST %s /api/admin/uploads", (backend) => {
  let t: TestApp;
  let admin: TestClient;
  let owner: TestClient;

  beforeAll(async () => {
    t = await startTestApp(backend, {}, { uploadMaxBytes: LIMIT });
    const adminEmail = uniqueEmail("admin");
    await ensureAdmin(t.database.handle.db, adminEmail, PASSWORD);
    admin = new TestClient(t.app, "10.40.0.1");
    expect((await admin.post("/api/login", { email: adminEmail, password: PASSWORD })).statusCode).toBe(200);
    owner = new TestClient(t.app, "10.40.0.2");
    expect((await owner.post("/api/register", validRegistration())).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  const uploadsDir = () => path.join(t.filesDir, "uploads");
  const filesIn = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      : [];
  /** Every stored file, the name sidecars included. */
  const storedFiles = () => filesIn(t.filesDir);
  /** Nothing stored and nothing left where uploads are received. */
  const expectNothingLeft = () => {
    expect(storedFiles()).toEqual([]);
    expect(filesIn(t.tempDir)).toEqual([]);
  };

  const upload = (client: TestClient, files: FilePart[], fields?: Record<string, string>) => {
    const { payload, contentType } = multipart(files, fields);
    return client.app.inject({
      method: "POST",
      url: UPLOAD_PATH,
      payload,
      headers: { "content-type": contentType, ...(client.cookie ? { cookie: client.cookie } : {}) },
      remoteAddress: client.ip,
    });
  };

  /** Each refusal must leave nothing behind. */
  async function expectRefused(
    files: FilePart[],
    status: number,
    message: string,
    fields?: Record<string, string>,
  ) {
    const before = storedFiles().length;
    const res = await upload(admin, files, fields);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(storedFiles()).toHaveLength(before);
  }

  it("refuses a signed-out caller with 401 and a non-admin with 403, storing nothing", async () => {
    const signedOut = await upload(new TestClient(t.app), [{ filename: "guide.pdf", content: samplePdf() }]);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: MESSAGES.notSignedIn });
    const forbidden = await upload(owner, [{ filename: "guide.pdf", content: samplePdf() }]);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: MESSAGES.adminOnly });
    expect(storedFiles()).toHaveLength(0);
  });

  it("refuses an over-limit file with 413 and leaves the folder empty", async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(LIMIT * 2, 0x20)]);
    await expectRefused([{ filename: "big.pdf", content: big }], 413, UPLOAD_MESSAGES.tooLarge);
    expectNothingLeft();
  });

  it.each([
    ["an ELF program", "tool.exe", ELF, UPLOAD_MESSAGES.typeRefused],
    ["an ELF program named .pdf", "guide.pdf", ELF, UPLOAD_MESSAGES.typeRefused],
    ["a Windows program", "setup.exe", WINDOWS_EXE, UPLOAD_MESSAGES.typeRefused],
    ["an HTML page named .pdf", "guide.pdf", HTML, UPLOAD_MESSAGES.nameMismatch],
    ["an HTML page", "page.html", HTML, UPLOAD_MESSAGES.nameMismatch],
    ["a PDF named .png", "logo.png", samplePdf(), UPLOAD_MESSAGES.nameMismatch],
    ["a plain ZIP", "bundle.zip", PLAIN_ZIP, UPLOAD_MESSAGES.typeRefused],
    ["a ZIP named .docx", "report.docx", PLAIN_ZIP, UPLOAD_MESSAGES.typeRefused],
    ["a macro document named .docx", "report.docx", DOCM, UPLOAD_MESSAGES.typeRefused],
    [
      "text that is not UTF-8",
      "notes.txt",
      Buffer.from([0x48, 0x69, 0xff, 0xfe, 0x21]),
      UPLOAD_MESSAGES.typeRefused,
    ],
    ["text with a NUL byte", "notes.txt", Buffer.from("Hi\u0000there"), UPLOAD_MESSAGES.typeRefused],
  ])("refuses %s with 415 and stores nothing", async (_label, filename, content, message) => {
    await expectRefused([{ filename, content, contentType: "application/pdf" }], 415, message);
    expectNothingLeft();
  });

  it("refuses two files, no file and an empty file with 400", async () => {
    await expectRefused(
      [
        { filename: "a.pdf", content: samplePdf() },
        { filename: "b.pdf", content: samplePdf() },
      ],
      400,
      UPLOAD_MESSAGES.oneFileOnly,
    );
    await expectRefused([], 400, UPLOAD_MESSAGES.noFile, { title: "no file here" });
    await expectRefused([{ filename: "empty.txt", content: Buffer.alloc(0) }], 400, UPLOAD_MESSAGES.empty);
    expectNothingLeft();
  });

  it("refuses a body that is not multipart, and a broken one", async () => {
    const json = await admin.post(UPLOAD_PATH, { file: "x" });
    expect(json.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: "POST",
      url: UPLOAD_PATH,
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut',
      headers: { "content-type": "multipart/form-data; boundary=x", cookie: admin.cookie! },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: UPLOAD_MESSAGES.malformed });
    expectNothingLeft();
  });

  it("stores a real PDF under a random name and serves it back to show inline", async () => {
    const pdf = samplePdf();
    const res = await upload(admin, [{ filename: "C:\\fakepath\\Growth Guide (2025).pdf", content: pdf }], {
      note: "a field beside the file is ignored",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { fileUrl: string; fileName: string };
    expect(body.fileName).toBe("Growth Guide (2025).pdf");
    expect(body.fileUrl).toMatch(/^\/uploads\/[a-z0-9]{20,}\.pdf$/);
    const storedName = body.fileUrl.slice("/uploads/".length);
    expect(readFileSync(path.join(uploadsDir(), storedName)).equals(pdf)).toBe(true);
    expect(readdirSync(uploadsDir()).filter((name) => !name.startsWith("."))).toEqual([storedName]);

    const served = await t.app.inject({ method: "GET", url: body.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(dispositionOf(served.headers["content-disposition"])).toEqual({
      type: "inline",
      fileName: "Growth Guide (2025).pdf",
    });
    expect(served.headers["x-content-type-options"]).toBe("nosniff");

    // The new file is usable as a resource at once.
    const resource = await admin.post("/api/admin/resources", {
      title: "Growth Guide",
      type: "document",
      fileUrl: body.fileUrl,
      fileName: body.fileName,
    });
    expect(resource.statusCode).toBe(201);
  });

  it.each([
    ["logo.png", PNG, "image/png", "inline"],
    ["photo.JPG", Buffer.concat([JPEG_HEAD, Buffer.alloc(64)]), "image/jpeg", "inline"],
    ["clip.m4v", MP4, "video/mp4", "inline"],
    [
      "plan.docx",
      DOCX,
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "attachment",
    ],
    ["numbers.xlsx", XLSX, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "attachment"],
    [
      "leads.csv",
      Buffer.from("name,company\nDana,Reyes IT — Zürich\n"),
      "text/csv; charset=utf-8",
      "attachment",
    ],
    [
      "README.md",
      Buffer.from("\uFEFF# Playbook\n\n<b>bold</b> is fine in Markdown\n"),
      "text/markdown; charset=utf-8",
      "attachment",
    ],
  ])("accepts %s", async (filename, content, contentType, disposition) => {
    const res = await upload(admin, [{ filename, content }]);
    expect(res.statusCode).toBe(201);
    const { fileUrl } = res.json() as { fileUrl: string };
    expect(fileUrl.endsWith(`.${path.extname(filename).slice(1).toLowerCase()}`)).toBe(true);
    const served = await t.app.inject({ method: "GET", url: fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(served.headers["content-type"]).toBe(contentType);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(dispositionOf(served.headers["content-disposition"])).toEqual({
      type: disposition,
      fileName: filename,
    });
  });

  it("serves nothing but stored files", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/uploads/nosuchfileatall0000.pdf" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: MESSAGES.notFound });
    const listing = readdirSync(path.join(uploadsDir(), ".meta"));
    expect(listing.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: "GET", url: `/uploads/.meta/${listing[0]}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/uploads/..%2f..%2fpackage.json" })).statusCode).toBe(
      404,
    );
    // A file the upload would never store, even under a stored-looking name, is not served.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const name of ["aaaaaaaaaaaaaaaaaaaa.svg", "aaaaaaaaaaaaaaaaaaaa.html"]) {
      writeFileSync(path.join(uploadsDir(), name), svg);
      const res = await t.app.inject({ method: "GET", url: `/uploads/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.body).not.toContain("<script>");
      rmSync(path.join(uploadsDir(), name));
    }
  });
});

const storeCases = testBackends().flatMap((backend) =>
  (["local folder", "bucket"] as const).map((store) => [backend, store] as const),
);

describe.each(storeCases)("GET %s /uploads/* with files in a %s", (backend, storeKind) => {
  let t: TestApp;
  let db: Database;
  let passwordHash: string;
  let admin: TestClient;
  let bucket: TestBucket | undefined;

  beforeAll(async () => {
    bucket = storeKind === "bucket" ? await startTestBucket() : undefined;
    t = await startTestApp(backend, {}, { files: bucket && createS3FileStore(bucket.settings) });
    db = t.database.handle.db;
    passwordHash = await hashPassword(PASSWORD);
    admin = await signIn("enterprise", "admin");
  });
  afterAll(async () => {
    await t.close();
    await bucket?.close();
  });

  async function signIn(plan: PlanLevel, role: "business_owner" | "admin" = "business_owner") {
    const business = role === "admin" ? null : await createBusiness(db, { planLevel: plan });
    const email = uniqueEmail(role);
    await createUser(db, {
      email,
      passwordHash,
      role,
      isOwner: role === "business_owner",
      businessId: business?.id ?? null,
    });
    const client = new TestClient(t.app);
    expect((await client.post("/api/login", { email, password: PASSWORD })).statusCode).toBe(200);
    return client;
  }

  async function uploaded(filename: string, content: Buffer): Promise<string> {
    const { payload, contentType } = multipart([{ filename, content }]);
    const res = await t.app.inject({
      method: "POST",
      url: UPLOAD_PATH,
      payload,
      headers: { "content-type": contentType, cookie: admin.cookie! },
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { fileUrl: string }).fileUrl;
  }

  function expectRefused(res: Awaited<ReturnType<TestClient["get"]>>, status: number, message: string) {
    expect(res.statusCode).toBe(status);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toBeUndefined();
    expect(res.json()).toEqual({ success: false, message });
  }

  it("keeps a pro resource's uploaded PDF to pro members and admins, shown inline", async () => {
    const pdf = samplePdf();
    const fileUrl = await uploaded("Pro Playbook.pdf", pdf);
    await createResource(db, { accessLevel: "pro", fileUrl, fileName: "Pro Playbook.pdf" });

    expectRefused(await new TestClient(t.app).get(fileUrl), 401, MESSAGES.notSignedIn);
    expectRefused(await (await signIn("free")).get(fileUrl), 403, RESOURCE_MESSAGES.upgradeToDownload);

    for (const client of [await signIn("pro"), admin]) {
      const res = await client.get(fileUrl);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pdf)).toBe(true);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(dispositionOf(res.headers["content-disposition"])).toEqual({
        type: "inline",
        fileName: "Pro Playbook.pdf",
      });
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["cache-control"]).toBe("private, max-age=300");
    }
  });

  it("serves an uploaded file nothing uses, and a paid resource's thumbnail, to anyone", async () => {
    const loose = await uploaded("logo.png", PNG);
    const thumbnail = await uploaded("cover.png", PNG);
    await createResource(db, {
      accessLevel: "enterprise",
      fileUrl: await uploaded("deck.pdf", samplePdf()),
      thumbnailUrl: thumbnail,
    });
    for (const url of [loose, thumbnail]) {
      const res = await new TestClient(t.app).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
      expect(res.headers["content-type"]).toBe("image/png");
      expect(dispositionOf(res.headers["content-disposition"])?.type).toBe("inline");
      expect(res.headers["cache-control"]).toBe("public, no-cache");
    }
  });

  it("lets no shared cache keep a fresh upload that a paid resource claims later", async () => {
    const fileUrl = await uploaded("later.pdf", samplePdf());
    const before = await new TestClient(t.app).get(fileUrl);
    expect(before.statusCode).toBe(200);
    expect(before.headers["cache-control"]).toBe("public, no-cache");
    await createResource(db, { accessLevel: "pro", fileUrl });
    // The revalidation a cache must make now meets the access check.
    const after = await new TestClient(t.app).get(fileUrl, {
      headers: { "if-none-match": before.headers.etag as string },
    });
    expect(after.statusCode).toBe(401);
  });

  it("sends an uploaded CSV as an attachment, even to a member who may open it", async () => {
    const csv = Buffer.from("tier,price\nEssentials,95\n");
    const fileUrl = await uploaded("Pricing.csv", csv);
    await createResource(db, { accessLevel: "basic", type: "template", fileUrl, fileName: "Pricing.csv" });
    expectRefused(await new TestClient(t.app).get(fileUrl), 401, MESSAGES.notSignedIn);
    const res = await (await signIn("basic")).get(fileUrl);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(csv)).toBe(true);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(dispositionOf(res.headers["content-disposition"])).toEqual({
      type: "attachment",
      fileName: "Pricing.csv",
    });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("plays a lesson's uploaded video inline with Range requests, to members the course is open to", async () => {
    const fileUrl = await uploaded("Welcome.mp4", MP4);
    const module = await createModule(db, { requiredPlanLevel: "free" });
    await createLesson(db, module.id, { contentType: "video", contentUrl: fileUrl });

    expectRefused(
      await new TestClient(t.app).get(fileUrl, { headers: { range: "bytes=0-99" } }),
      401,
      MESSAGES.notSignedIn,
    );
    const res = await (await signIn("free")).get(fileUrl, { headers: { range: "bytes=0-99" } });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes 0-99/${MP4.length}`);
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(res.rawPayload.equals(MP4.subarray(0, 100))).toBe(true);
    expect(res.headers["content-type"]).toBe("video/mp4");
    expect(dispositionOf(res.headers["content-disposition"])).toEqual({
      type: "inline",
      fileName: "Welcome.mp4",
    });
    expect(res.headers["cache-control"]).toBe("private, max-age=300");
  });
});

describe("GET /uploads/* sent by signed URL from a bucket", () => {
  let t: TestApp;
  let db: Database;
  let bucket: TestBucket;
  let admin: TestClient;

  beforeAll(async () => {
    bucket = await startTestBucket();
    t = await startTestApp("pglite", {}, { files: createS3FileStore(bucket.settings), signedUrlSeconds: 60 });
    db = t.database.handle.db;
    const passwordHash = await hashPassword(PASSWORD);
    const email = uniqueEmail("admin");
    await createUser(db, { email, passwordHash, role: "admin", isOwner: false, businessId: null });
    admin = new TestClient(t.app);
    expect((await admin.post("/api/login", { email, password: PASSWORD })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  it("checks access first, then redirects to a short-lived URL no cache keeps", async () => {
    const pdf = samplePdf();
    const { payload, contentType } = multipart([{ filename: "Pro Playbook.pdf", content: pdf }]);
    const upload = await t.app.inject({
      method: "POST",
      url: UPLOAD_PATH,
      payload,
      headers: { "content-type": contentType, cookie: admin.cookie! },
    });
    const { fileUrl } = upload.json() as { fileUrl: string };
    await createResource(db, { accessLevel: "pro", fileUrl, fileName: "Pro Playbook.pdf" });

    const visitor = await new TestClient(t.app).get(fileUrl);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers.location).toBeUndefined();

    const res = await admin.get(fileUrl);
    expect(res.statusCode).toBe(302);
    expect(res.headers["cache-control"]).toBe("no-store");
    const location = String(res.headers.location);
    expect(location.startsWith(`${bucket.settings.endpoint}/`)).toBe(true);
    expect(location).toMatch(/X-Amz-Expires=60&/);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(dispositionOf(file.headers.get("content-disposition") ?? undefined)).toEqual({
      type: "inline",
      fileName: "Pro Playbook.pdf",
    });
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });
});
