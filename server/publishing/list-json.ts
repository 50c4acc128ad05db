/** A JSON array stored in a text column (services, tags, gallery, variants); anything else reads as `fallback`. */
export function parseList<T>(json: string, fallback: T[] = []): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : fallback;
  } catch {
    return fallback;
  }
}

/** A comma-separated field (a project's services, a post's tags) as its stored JSON array. */
export const listJson = (text: string) =>
  JSON.stringify(
    text
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  );
