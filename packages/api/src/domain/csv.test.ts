import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text, numbers and booleans alone", () => {
    expect(csvCell("Dana Reyes")).toBe("Dana Reyes");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(true)).toBe("true");
  });

  it("writes nothing for null and undefined, and dates as ISO 8601 UTC", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(new Date(Date.UTC(2025, 0, 2, 3, 4, 5)))).toBe("2025-01-02T03:04:05.000Z");
  });

  it("quotes fields with a comma, a quote or a line break, doubling quotes (RFC 4180)", () => {
    expect(csvCell("Reyes, Dana")).toBe('"Reyes, Dana"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it.each(["=1+2", "+1 555 0100", "-2+3", "@SUM(A1:A2)", "\t=1", "\r=1"])(
    "defuses %j as a formula with a leading single quote",
    (value) => {
      const cell = csvCell(value);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
      expect(unquoted).toBe(`'${value}`);
    },
  );

  it("quotes a field with ';', so a spreadsheet splitting on ';' gets no live formula cell", () => {
    expect(csvCell("x;=HYPERLINK(A1);")).toBe('"x;=HYPERLINK(A1);"');
  });

  it("defuses and quotes together", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
  });

  it("does not touch a formula character that is not the first", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell(" =1")).toBe(" =1");
  });
});

describe("toCsv", () => {
  it("writes a header and CRLF-terminated rows", () => {
    expect(
      toCsv(
        ["name", "note"],
        [
          ["Dana", "ok"],
          ["Lee", null],
        ],
      ),
    ).toBe("name,note\r\nDana,ok\r\nLee,\r\n");
  });

  it("writes only the header for no rows", () => {
    expect(toCsv(["a", "b"], [])).toBe("a,b\r\n");
  });
});
