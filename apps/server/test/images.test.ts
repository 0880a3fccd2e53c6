import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { prepareSetupToken } from "@scalemsp/api";
import { testBackends } from "@scalemsp/db/testing";
import { IMAGE_MESSAGES, MESSAGES, parseImageRef, pictureParts } from "@scalemsp/validators";
import { IMAGE_UPLOAD_PATH, SETUP_TOKEN_HEADER } from "../src/http/images";
import { TestClient, multipart, signInNewUser, startTestApp, uniqueEmail, type TestApp } from "./helpers";

/** A photo-like picture (no transparency) of the given size. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
const transparentLogo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();

describe.each(testBackends())("image uploads on %s", (backend) => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = (await signInNewUser(t, { role: "admin" })).client;
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (
    client: TestClient,
    content: Buffer,
    purpose: string,
    filename = "picture.jpg",
    headers: Record<string, string> = {},
  ) => {
    const body = multipart([{ filename, content }]);
    return t.app.inject({
      method: "POST",
      url: `${IMAGE_UPLOAD_PATH}?purpose=${purpose}`,
      payload: body.payload,
      headers: {
        "content-type": body.contentType,
        ...(client.cookie ? { cookie: client.cookie } : {}),
        ...headers,
      },
    });
  };

  it("crops a hero to 4:3 and keeps every width in AVIF, WebP and JPEG, cached for good", async () => {
    const res = await upload(admin, await photo(2400, 1200), "hero");
    expect(res.statusCode).toBe(201);
    const { url, width, height } = res.json<{ url: string; width: number; height: number }>();
    expect([width, height]).toEqual([1280, 960]);
    const ref = parseImageRef(url)!;
    expect(ref).toMatchObject({ purpose: "hero", width: 1280, height: 960, fallback: "jpg" });

    const { sources, img } = pictureParts(ref);
    const candidates = [...sources.map((s) => s.srcSet), img.srcSet].flatMap((set) =>
      set.split(", ").map((entry) => entry.split(" ") as [string, string]),
    );
    expect(candidates).toHaveLength(9);
    for (const [path, descriptor] of candidates) {
      const res = await t.app.inject({ method: "GET", url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(res.rawPayload).metadata();
      const expectedFormat = path.endsWith(".avif") ? "heif" : path.endsWith(".webp") ? "webp" : "jpeg";
      expect(meta.format, path).toBe(expectedFormat);
      expect(meta.width).toBe(Number(descriptor.slice(0, -1)));
      expect(meta.height).toBe(Math.round((meta.width! * 3) / 4));
      expect(res.headers["content-type"]).toBe(
        { heif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" }[expectedFormat],
      );
    }
    // The stored URL itself serves the widest fallback.
    const widest = await t.app.inject({ method: "GET", url });
    expect(widest.statusCode).toBe(200);
    expect((await sharp(widest.rawPayload).metadata()).width).toBe(1280);
  });

  it("keeps a small logo's own size and shape, and its transparency in a PNG fallback", async () => {
    const res = await upload(admin, await transparentLogo(200, 50), "logo", "logo.png");
    expect(res.statusCode).toBe(201);
    const ref = parseImageRef(res.json<{ url: string }>().url)!;
    expect(ref).toMatchObject({ width: 200, height: 50, fallback: "png" });
    // 128 and the logo's own 200: never enlarged.
    expect(pictureParts(ref).img.srcSet).toMatch(/-128\.png 128w, .*-200\.png 200w$/);
    const png = await t.app.inject({ method: "GET", url: pictureParts(ref).img.src });
    const meta = await sharp(png.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["png", 200, 50, true]);
  });

  it("refuses what is not a picture, a broken picture and an unknown purpose", async () => {
    const html = Buffer.from("<!doctype html><script>alert(1)</script>");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [content, name] of [
      [html, "x.png"],
      [svg, "x.svg"],
    ] as const) {
      const res = await upload(admin, content, "logo", name);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: IMAGE_MESSAGES.typeRefused });
    }
    const truncated = (await photo(400, 300)).subarray(0, 200);
    const broken = await upload(admin, truncated, "hero");
    expect(broken.statusCode).toBe(415);
    expect(broken.json()).toEqual({ message: IMAGE_MESSAGES.unreadable });
    const purpose = await upload(admin, await photo(10, 10), "banner");
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json()).toEqual({ message: IMAGE_MESSAGES.purposeInvalid });
  });

  it("refuses a picture over 25 megapixels with 400 from its header, before decoding it", async () => {
    // The attack's 7,000 × 7,000: 49 megapixels, 20 s of decoding before the limit was 25.
    const huge = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg({ quality: 50 })
      .toBuffer();
    const started = performance.now();
    const res = await upload(admin, huge, "hero");
    const took = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: IMAGE_MESSAGES.tooManyPixels });
    expect(IMAGE_MESSAGES.tooManyPixels).toContain("25 megapixels");
    // Reading a header takes milliseconds; decoding the picture took seconds even on a fast machine.
    expect(took).toBeLessThan(2000);
    const justOver = await upload(admin, await photo(5001, 5000), "hero");
    expect(justOver.statusCode).toBe(400);
  });
  it("lets only admins upload, anyone read, and never serves a name it did not make", async () => {
    const content = await photo(300, 300);
    expect((await upload(new TestClient(t.app), content, "avatar")).statusCode).toBe(401);
    const member = (await signInNewUser(t, { plan: "enterprise" })).client;
    expect((await upload(member, content, "avatar")).statusCode).toBe(403);
    const wrongToken = await upload(new TestClient(t.app), content, "avatar", "a.jpg", {
      [SETUP_TOKEN_HEADER]: "not-the-token",
    });
    expect(wrongToken.statusCode).toBe(403);
    expect(wrongToken.json()).toEqual({ message: MESSAGES.setupLinkInvalid });

    const { url } = (await upload(admin, content, "avatar")).json<{ url: string }>();
    const visitor = await t.app.inject({ method: "GET", url });
    expect(visitor.statusCode).toBe(200);
    for (const path of [
      "/images/../uploads/x.jpg",
      "/images/logo-zz-1x1.jpg",
      "/images/hero-0123456789abcdef01234567-1.svg",
    ]) {
      expect((await t.app.inject({ method: "GET", url: path })).statusCode, path).toBe(404);
    }
  });

  it("sets brand images for the public pages, which carry them in the page and its <picture>s", async () => {
    const logo = (await upload(admin, await transparentLogo(300, 100), "logo", "logo.png")).json<{
      url: string;
    }>().url;
    const refused = await admin.patch("/api/admin/settings/images", { logo: "https://evil.example/x.png" });
    expect(refused.statusCode).toBe(400);
    const saved = await admin.patch("/api/admin/settings/images", {
      logo,
      clientLogos: [{ src: logo, name: "Northwind" }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ logo, hero: null, clientLogos: [{ src: logo, name: "Northwind" }] });
    expect((await new TestClient(t.app).patch("/api/admin/settings/images", { logo: null })).statusCode).toBe(
      401,
    );
    const read = await admin.get("/api/admin/settings/images");
    expect(read.json().logo).toBe(logo);
  });
});

describe.each(testBackends())("the setup link uploads the first logo on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it("accepts a logo with the valid token while no admin exists", async () => {
    const token = (await prepareSetupToken(t.db, new Date()))!;
    const body = multipart([{ filename: "logo.png", content: await transparentLogo(256, 64) }]);
    const res = await t.app.inject({
      method: "POST",
      url: `${IMAGE_UPLOAD_PATH}?purpose=logo`,
      payload: body.payload,
      headers: { "content-type": body.contentType, [SETUP_TOKEN_HEADER]: token },
    });
    expect(res.statusCode).toBe(201);
    const logo = res.json<{ url: string }>().url;
    expect(parseImageRef(logo)).toMatchObject({ width: 256, height: 64 });

    const coach = new TestClient(t.app);
    const setup = await coach.post("/api/setup", {
      token,
      firstName: "Dana",
      lastName: "Reyes",
      email: uniqueEmail("coach"),
      password: "Sup3rSecret",
      product: "Reyes Growth",
      brandEmail: "hello@reyes.example",
      phone: "+1 555 010 0100",
      logo,
    });
    expect(setup.statusCode, setup.body).toBe(201);
    expect((await coach.get("/api/admin/settings/images")).json().logo).toBe(logo);
    // The link is spent: it opens no more uploads.
    const again = await t.app.inject({
      method: "POST",
      url: `${IMAGE_UPLOAD_PATH}?purpose=logo`,
      payload: body.payload,
      headers: { "content-type": body.contentType, [SETUP_TOKEN_HEADER]: token },
    });
    expect(again.statusCode).toBe(403);
  });
});
