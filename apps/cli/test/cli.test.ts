import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, lessons, modules, users } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { startToolsServer } from "@scalemsp/server/testing";
import { EXIT } from "../src/io";
import { PROGRAM } from "../src/program";
import { run } from "../src/run";
import { captured } from "./captured";

function courseFolder(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "course-"));
  mkdirSync(path.join(dir, "lessons"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("usage, without a server", () => {
  it("names itself as installed: the package's bin", () => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, "../package.json"), "utf8")) as {
      bin: Record<string, string>;
    };
    expect(Object.keys(manifest.bin)).toEqual([PROGRAM]);
  });

  it("prints help with exit 0 and refuses unknown commands with exit 2", async () => {
    const help = captured({});
    expect(await run(["--help"], help.io)).toBe(EXIT.ok);
    expect(help.stdout()).toContain("import course FOLDER");
    expect(help.stdout()).toMatch(/^Usage: scalemsp <command>/);
    for (const command of ["export", "admin", "import", "businesses", "files"]) {
      const c = captured({});
      expect(await run([command, "--help"], c.io)).toBe(EXIT.ok);
      expect(c.stdout()).toMatch(new RegExp(`^Usage: scalemsp ${command} `));
    }
    const unknown = captured({});
    expect(await run(["frobnicate"], unknown.io)).toBe(EXIT.usage);
    expect(unknown.stderr()).toContain("Unknown command: frobnicate");
    const badOption = captured({ SCALEMSP_TOKEN: "x" });
    expect(await run(["businesses", "list", "--nope"], badOption.io)).toBe(EXIT.usage);
    // The real entry point sets the process's exit code.
    const spawned = spawnSync(
      process.execPath,
      ["--import", "tsx", path.resolve(__dirname, "../src/main.ts"), "frobnicate"],
      {
        encoding: "utf8",
      },
    );
    expect(spawned.status).toBe(EXIT.usage);
    const noToken = captured({});
    expect(await run(["businesses", "list"], noToken.io)).toBe(EXIT.usage);
    expect(noToken.stderr()).toContain("SCALEMSP_TOKEN");
  });
});

describe.each(testBackends())("pnpm cli against a server on %s", (backend) => {
  let server: Awaited<ReturnType<typeof startToolsServer>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    server = await startToolsServer(backend);
    env = { SCALEMSP_URL: server.baseUrl, SCALEMSP_TOKEN: server.token };
  });
  afterAll(async () => {
    await server.close();
  });

  it("exports consultation requests and subscribers as CSV, defusing formulas", async () => {
    const post = (p: string, body: unknown) =>
      fetch(`${server.baseUrl}${p}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    await post("/api/contact", {
      firstName: "=cmd",
      lastName: "Hart",
      email: "hart@msp.example",
      company: "Hart IT",
    });
    await post("/api/newsletter", { email: "reader@msp.example" });

    const consultations = captured(env);
    expect(await run(["export", "consultations"], consultations.io)).toBe(EXIT.ok);
    expect(consultations.stdout()).toContain("hart@msp.example");
    expect(consultations.stdout()).toContain("'=cmd");

    const dir = mkdtempSync(path.join(os.tmpdir(), "export-"));
    const toFile = captured(env, dir);
    expect(await run(["export", "newsletter", "--out", "subs.csv"], toFile.io)).toBe(EXIT.ok);
    expect(readFileSync(path.join(dir, "subs.csv"), "utf8")).toContain("reader@msp.example");
    expect(toFile.stderr()).toMatch(/Wrote 1 subscriber/);

    const wrong = captured(env);
    expect(await run(["export", "everything"], wrong.io)).toBe(EXIT.usage);
  });

  it("lists businesses with plan and status", async () => {
    await fetch(`${server.baseUrl}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "owner@northwind.example",
        password: "Northwind-2026",
        firstName: "Nia",
        lastName: "Ward",
        businessName: "Northwind MSP",
      }),
    });
    const c = captured(env);
    expect(await run(["businesses", "list"], c.io)).toBe(EXIT.ok);
    expect(c.stdout()).toMatch(/Northwind MSP\s+Free\s+active\s+owner@northwind\.example\s+1/);
    const json = captured(env);
    expect(await run(["businesses", "list", "--json"], json.io)).toBe(EXIT.ok);
    expect(JSON.parse(json.stdout())[0]).toHaveProperty("planLevel");
  });

  it("creates or promotes an admin", async () => {
    const invalid = captured(env);
    expect(await run(["admin", "ensure", "--email", "nope", "--password", "short"], invalid.io)).toBe(
      EXIT.invalid,
    );
    expect(invalid.stderr()).toContain("Please enter a valid email address");
    expect(invalid.stderr()).toContain("Password must be at least 8 characters");

    const created = captured(env);
    expect(
      await run(
        ["admin", "ensure", "--email", "Assistant@Coach.example", "--password", "Assistant-2026"],
        created.io,
      ),
    ).toBe(EXIT.ok);
    expect(created.stdout()).toContain("Admin ready: assistant@coach.example");
    const [row] = await server.db.select().from(users).where(eq(users.email, "assistant@coach.example"));
    expect(row!.role).toBe("admin");
  });

  it("imports a course from a Markdown and JSON folder", async () => {
    const dir = courseFolder({
      "course.md": "---\ntitle: Pricing Workshop\nrequiredPlanLevel: basic\n---\nSet prices that hold.",
      "lessons/01-why.md":
        "---\ntitle: Why per-user pricing\nduration: 20\n---\n# Why\n\nBecause **seats** scale.",
      "lessons/02-video.json": JSON.stringify({
        title: "Walkthrough",
        contentType: "video",
        contentUrl: "/downloads/x.mp4",
        duration: 75,
      }),
    });
    const c = captured(env);
    expect(await run(["import", "course", dir], c.io)).toBe(EXIT.ok);
    expect(c.stdout()).toContain('Imported "Pricing Workshop"');
    expect(c.stderr()).toContain("[2/2] checking lessons/02-video.json");
    const [module] = await server.db.select().from(modules).where(eq(modules.title, "Pricing Workshop"));
    expect(module!.requiredPlanLevel).toBe("basic");
    const imported = await server.db.select().from(lessons).where(eq(lessons.moduleId, module!.id));
    expect(imported).toHaveLength(2);
    expect(imported.find((l) => l.title === "Why per-user pricing")!.contentText).toContain(
      "<strong>seats</strong>",
    );
  });

  it("imports nothing when one lesson is wrong, naming every file and field", async () => {
    const before = (await server.db.select().from(modules)).length;
    const dir = courseFolder({
      "course.json": JSON.stringify({ title: "Broken Course", description: "Has a bad lesson" }),
      "lessons/01-ok.md": "---\ntitle: Fine\n---\nGood content.",
      "lessons/02-bad.json": JSON.stringify({ title: "", contentType: "pdf" }),
      "lessons/03-bad.md": "---\ntitle: No text\ncontentType: text\n---\n",
      "lessons/04-bad-yaml.md": "---\ntitle: Pricing: the basics\n---\nText.",
      "lessons/05-list.md": "---\n- just\n- a list\n---\nText.",
    });
    const c = captured(env);
    expect(await run(["import", "course", dir], c.io)).toBe(EXIT.invalid);
    expect(c.stderr()).toContain("Nothing was imported");
    expect(c.stderr()).toContain("lessons/02-bad.json: title: Title is required");
    expect(c.stderr()).toContain("lessons/03-bad.md: contentText:");
    expect(c.stderr()).toContain("lessons/04-bad-yaml.md: -: has front matter that is not valid YAML");
    expect(c.stderr()).toContain("lessons/05-list.md: -: must have front matter of key: value lines");
    expect((await server.db.select().from(modules)).length).toBe(before);
  });

  it("exits 1 when the token is revoked", async () => {
    const c = captured({ ...env, SCALEMSP_TOKEN: "smsp_revoked-or-wrong" });
    expect(await run(["businesses", "list"], c.io)).toBe(EXIT.failed);
    expect(c.stderr()).toContain("(401)");
  });
});
