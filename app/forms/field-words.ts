import { langOf } from "~/lib/fallback-language";
import type { InterfaceCopy } from "~/lib/page-copy";

export type Word = {
  [K in keyof InterfaceCopy]: InterfaceCopy[K] extends string ? K : never;
}[keyof InterfaceCopy];

/** A field's label and placeholder from the interface words, the label's language where it is not the page's. */
export const fieldWords = (words: Partial<InterfaceCopy>, label: Word, placeholder: Word) => ({
  label: words[label],
  placeholder: words[placeholder],
  labelLang: langOf(words, label),
});
