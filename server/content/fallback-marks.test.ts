import { describe, expect, it } from "vitest";
import { langOf } from "../../app/lib/fallback-language.ts";
import { markFallbacks, wordsOf } from "./fallback-marks.ts";

const english = {
  heading: "About Us",
  intro: {
    title: "Who we are",
    text: "A small team.",
    image: { src: "/a.png", alt: "Our office" },
  },
  points: ["Fast", "Accessible"],
  cards: [
    { title: "Design", link: "/services" },
    { title: "Code", link: "/services" },
  ],
  count: 3,
};

describe("the words a translated page shows in the default language", () => {
  it("marks a document nobody translated whole, and each object in it, for the elements given only a part", () => {
    const shown = markFallbacks(english, english, "en");
    expect(langOf(shown, "heading")).toBe("en");
    expect(langOf(shown.intro, "title")).toBe("en");
    expect(langOf(shown.intro.image, "alt")).toBe("en");
    expect(langOf(shown.cards[1], "title")).toBe("en");
    expect(langOf(shown, "points")).toBe("en");
  });

  it("marks only the words still the default's in one partly translated", () => {
    const german = {
      ...english,
      heading: "Über uns",
      intro: { ...english.intro, title: "Wer wir sind" },
      cards: [{ title: "Gestaltung", link: "/services" }, english.cards[1]!],
    };
    const shown = markFallbacks(german, english, "en");
    expect(langOf(shown, "heading")).toBeUndefined();
    expect(langOf(shown.intro, "title")).toBeUndefined();
    expect(langOf(shown.intro, "text")).toBe("en");
    expect(langOf(shown.intro.image, "alt")).toBe("en");
    expect(langOf(shown.cards[0], "title")).toBeUndefined();
    expect(langOf(shown.cards[1], "title")).toBe("en");
    expect(langOf(shown, "points")).toBe("en");
  });

  it("marks nothing in a document translated whole, its addresses and numbers being no words", () => {
    const german = {
      heading: "Über uns",
      intro: { title: "Wer", text: "Ein Team.", image: { src: "/a.png", alt: "Büro" } },
      points: ["Schnell", "Barrierefrei"],
      cards: [
        { title: "Gestaltung", link: "/services" },
        { title: "Programmierung", link: "/services" },
      ],
      count: 3,
    };
    expect(JSON.stringify(markFallbacks(german, english, "en"))).not.toContain("~lang");
  });

  it("takes a word the translation wrote the same as the default's for the language's own", () => {
    const german = { ...english, heading: "Über uns", points: ["Fast", "Barrierefrei"] };
    const shown = markFallbacks(
      german,
      english,
      "en",
      wordsOf({
        heading: "Über uns",
        points: "Fast\nBarrierefrei",
        intro: { title: "Who we are" },
      }),
    );
    expect(langOf(shown, "points")).toBeUndefined();
    expect(langOf(shown.intro, "title")).toBeUndefined();
    expect(langOf(shown.intro, "text")).toBe("en");
  });

  it("leaves the values themselves as they were", () => {
    const shown = markFallbacks(english, english, "en");
    expect(shown.intro.text).toBe("A small team.");
    expect(shown.points).toEqual(["Fast", "Accessible"]);
    expect(shown.count).toBe(3);
    expect(langOf(undefined, "heading")).toBeUndefined();
  });
});
