import type { ComponentPropsWithoutRef, ElementType } from "react";
import { langOf } from "~/lib/fallback-language";

/** The keys of `T` that hold words (a string, or a number shown as one). */
export type WordKeys<T> = {
  [K in keyof T]-?: T[K] extends string | number | null | undefined ? K & string : never;
}[keyof T];

/**
 * One of the agency's words in its element: `<Words as="h2" of={copy} name="ctaTitle" />`,
 * or in a component that takes children (`as={ButtonLink}`). The key is written once, so the
 * element's `lang` (set where the word falls back to the default language,
 * app/lib/fallback-language.ts) always speaks of the word it shows.
 */
export function Words<T extends object, E extends ElementType = "p">({
  as,
  of,
  name,
  ...props
}: {
  /** The element: `p` unless said. */
  as?: E;
  of: T;
  name: WordKeys<T>;
} & Omit<ComponentPropsWithoutRef<E>, "children" | "lang" | "as">) {
  const Tag: ElementType = as ?? "p";
  return (
    <Tag lang={langOf(of, name)} {...props}>
      {of[name] as string}
    </Tag>
  );
}
