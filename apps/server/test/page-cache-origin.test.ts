import { rmSync } from "node:fs";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWebApp } from "../src/http/web";
import { fakeBuild, fakeRenders } from "./fake-web-build";

describe("pages kept per canonical origin (contract §14 'page cache')", () => {
  let dist: string;
  let app: FastifyInstance;
  let keptPages: () => number;

  beforeAll(async () => {
    dist = fakeBuild();
    app = Fastify();
    ({ keptPages } = await registerWebApp(app, dist, {
      origins: {
        publicOrigin: undefined,
        allowedHosts: ["localhost"],
        fallbackOrigin: "http://localhost:3000",
      },
    }));
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, host: string) =>
    app.inject({ method: "GET", url, headers: { host, "accept-encoding": "br" } });

  it("renders and keeps one page for 1,000 requests naming 1,000 ports, as for one, linking the canonical origin", async () => {
    const first = await get("/services", "localhost:3000");
    expect(first.statusCode).toBe(200);
    const afterOne = keptPages();
    const rendersAfterOne = fakeRenders();
    expect(afterOne).toBeGreaterThan(0);
    for (let port = 40_000; port < 41_000; port++) {
      const res = await get("/services", `localhost:${port}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    expect(keptPages()).toBe(afterOne);
    expect(fakeRenders()).toBe(rendersAfterOne);
    const page = await app.inject({ method: "GET", url: "/services", headers: { host: "localhost:41234" } });
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/services">');
    expect(page.body).not.toContain("41234");
  });

  it("shares one render among the requests that ask for a page at once", async () => {
    const before = fakeRenders();
    const pages = await Promise.all(Array.from({ length: 20 }, () => get("/guides", "localhost:3000")));
    expect(pages.every((page) => page.statusCode === 200)).toBe(true);
    expect(fakeRenders()).toBe(before + 1);
  });

  it("sends a Host that is not allowed the fallback origin, without keeping another page", async () => {
    const before = keptPages();
    const page = await app.inject({
      method: "GET",
      url: "/services",
      headers: { host: "evil.example:8080" },
    });
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/services">');
    expect(keptPages()).toBe(before);
  });
});
