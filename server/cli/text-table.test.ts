import { describe, expect, it } from "vitest";
import { displayWidth, textTable } from "./text-table.ts";

describe("terminal table", () => {
  it("aligns columns by what a terminal shows, CJK counting double", () => {
    const table = textTable(
      [
        { header: "Name", maxWidth: 20 },
        { header: "Subject", maxWidth: 20 },
      ],
      [
        ["李雷", "Sales"],
        ["José", "General"],
      ],
    );
    const [header, rule, first, second] = table.split("\n");
    expect(header).toBe("Name  Subject");
    expect(rule).toBe("----  -------");
    expect(first).toBe("李雷  Sales");
    expect(second).toBe("José  General");
  });

  it("cuts long cells with an ellipsis and flattens control characters", () => {
    const table = textTable(
      [{ header: "Message", maxWidth: 10 }],
      [["line one\nline\u001b[2J two"]],
    );
    expect(table.split("\n")[2]).toBe("line one …");
  });

  it("measures accents as zero width and emoji as two", () => {
    expect(displayWidth("Jose\u0301")).toBe(4);
    expect(displayWidth("👋a")).toBe(3);
  });

  it("writes out bidirectional overrides and zero-width characters instead of obeying them", () => {
    const table = textTable(
      [{ header: "Name", maxWidth: 40 }],
      [["Invoice\u202Efdp.exe"], ["Ann\u200B\u2066Lee\u2069\uFEFF"]],
    );
    const [, , first, second] = table.split("\n");
    expect(first).toBe("Invoice<U+202E>fdp.exe");
    expect(second).toBe("Ann<U+200B><U+2066>Lee<U+2069><U+FEFF>");
  });
});
