import { describe, expect, it } from "vitest";
import { entityTagHash } from "../src/http/entity-tag-hash";
import { entityTag } from "../src/http/page-cache";

describe("entity tags", () => {
  it("are XXH64 of the bytes: a text and its UTF-8 get the same tag", () => {
    const text = '{"title":"Preço — MSP 💼","n":1}';
    expect(entityTagHash(text)).toMatch(/^[0-9a-f]{16}$/);
    expect(entityTagHash(Buffer.from(text))).toBe(entityTagHash(text));
    // XXH64 with seed 0 of the empty input, as the algorithm's reference gives it.
    expect(entityTagHash("")).toBe("ef46db3751d8e999");
    expect(entityTagHash(Buffer.alloc(0))).toBe("ef46db3751d8e999");
  });

  it("change with any byte, and keep leading zeros so every tag is as long", () => {
    const tags = new Set(Array.from({ length: 2000 }, (_, i) => entityTagHash(`{"id":${i}}`)));
    expect(tags.size).toBe(2000);
    for (const tag of tags) expect(tag).toHaveLength(16);
    expect(entityTagHash('{"id":1}')).not.toBe(entityTagHash('{"id":2}'));
  });

  it("are weak, around the hash", () => {
    const body = Buffer.from("[]");
    expect(entityTag(body)).toBe(`W/"${entityTagHash(body)}"`);
  });
});
