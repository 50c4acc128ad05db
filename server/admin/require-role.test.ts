import { describe, expect, it, vi } from "vitest";
import type { ConsoleRole, ConsoleUser } from "../../app/lib/admin/roles.ts";
import { requireRole } from "./require-role.ts";

interface Area {
  read(id: string): Promise<string>;
  write(id: string, text: string): Promise<boolean>;
}

const editor: ConsoleUser = { id: "u1", email: "editor@example.com", role: "editor" };

/** A session whose check refuses with `refusal` (a thrown Response, as the real one throws). */
const sessionOf = (refusal: Response | null) => ({
  require: vi.fn(async (_role?: ConsoleRole) => {
    if (refusal) throw refusal;
    return editor;
  }),
});

describe("requireRole", () => {
  it("checks the session with the area's role before every method, and hands it the user", async () => {
    const session = sessionOf(null);
    const area = requireRole<Area>(session, "editor", {
      read: async (me, id) => `${id} read by ${me.email}`,
      write: async (_me, id, text) => id.length > 0 && text.length > 0,
    });
    expect(await area.read("e1")).toBe("e1 read by editor@example.com");
    expect(await area.write("e1", "note")).toBe(true);
    expect(session.require.mock.calls).toEqual([["editor"], ["editor"]]);
  });

  it("runs nothing when the check refuses, and lets its answer through", async () => {
    const forbidden = new Response("Forbidden", { status: 403 });
    const read = vi.fn(async () => "never");
    const area = requireRole<Area>(sessionOf(forbidden), "owner", {
      read,
      write: async () => true,
    });
    await expect(area.read("e1")).rejects.toBe(forbidden);
    expect(read).not.toHaveBeenCalled();
  });
});
