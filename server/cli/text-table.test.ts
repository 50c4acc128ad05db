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
});
