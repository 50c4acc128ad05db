import type { InterfaceCopy } from "./page-copy";

/** "1 Comment", "3 Comments": a post's comments counted in the page's words (decision 049). */
export function commentsIn(
  words: Partial<Pick<InterfaceCopy, "commentsOne" | "commentsMany">>,
  count: number,
): string {
  return (
    (count === 1 ? words.commentsOne : words.commentsMany?.replace("{count}", String(count))) ?? ""
  );
}
