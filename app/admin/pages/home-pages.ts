import type { Field } from "../collections/collection.ts";
import {
  items,
  line,
  number,
  pageCopy,
  paragraph,
  searchResults,
  title,
} from "./page-copy-fields.ts";

// The two home pages: a card per section of the page, in the page's order.
// Links, icons and pictures stay the designers' (a picture's alt text is the
// page's words), and so does the number of items in each list.

/** A section's small words above its heading, and its heading. */
const heading = (prefix: string) => [
  line(`${prefix}Label`, "Label", { max: 60 }),
  line(`${prefix}Title`, "Title"),
];

/** A slider's name, which screen readers announce. */
const sliderName = (name: string) =>
  line(name, "Slider's name (read by screen readers)", { max: 60 });

/** A picture's alt text: the picture itself is the designers'. */
const imageAlt = (name: string) =>
  paragraph(name, "Picture's alt text", {
    hint: "What the picture shows, for people who cannot see it.",
    max: 200,
  });

/** A button and where it goes. */
const button = (name: string, label: string, goes: string) =>
  line(name, label, { hint: `Goes to ${goes}.`, max: 30 });

/** A list of the layout's items, each a title and a text ("Tile 2"). */
const titled = (
  name: string,
  label: string,
  row: { label: string; count: number },
  max: { title: number; text: number },
) =>
  items(name, label, row, [
    line("title", "Title", { max: max.title }),
    line("text", "Text", { max: max.text }),
  ]);

/** A list of the layout's items, each one line ("Point 2"). */
const lines = (
  name: string,
  label: string,
  row: { label: string; count: number },
  column: Field,
  hint?: string,
) => items(name, label, row, [column], hint);

/** The services' slider, on both home pages: the cards are the services. */
const servicesSlider = {
  legend: "Services slider",
  hint: "The cards are the services themselves (Services, in the console's menu).",
  fields: [
    ...heading("services"),
    line("servicesReadMore", "Link on each card", { max: 30 }),
    sliderName("servicesSliderLabel"),
  ],
};

/** The process strip, on both home pages. */
const process = {
  legend: "Process",
  fields: [
    ...heading("process"),
    items(
      "processSteps",
      "Steps",
      { label: "Step", count: 5 },
      [line("name", "Name", { max: 40 }), paragraph("description", "Text", { max: 160 })],
      "Numbered 01 to 05 in this order; the second is highlighted when the page opens.",
    ),
    button("processAction", "Button", "the contact page"),
  ],
};

const banner = [
  line("bannerEyebrow", "Label above the headline", { max: 60 }),
  line("bannerHeadline", "Headline", { hint: "The page's main heading.", max: 80 }),
  paragraph("bannerSubtext", "Text under the headline", { max: 300 }),
];

export const homeCopy = pageCopy(
  "home",
  "Home page",
  ["/"],
  [
    {
      legend: "Banner",
      fields: [
        ...banner,
        button("bannerPrimaryAction", "First button", "the contact page"),
        button("bannerSecondaryAction", "Second button", "the services"),
        line("bannerTrust", "Line under the buttons", { max: 80 }),
      ],
    },
    {
      legend: "Services rotator",
      hint: "The banner's list of services that turns every three seconds.",
      fields: [
        line("rotatorLabel", "Label", { max: 40 }),
        line("rotatorPause", "Pause switch (read by screen readers)", { max: 60 }),
        lines(
          "rotatorItems",
          "Services",
          { label: "Service", count: 9 },
          line("name", "Name", { max: 24 }),
          "Nine, as the rotation turns through nine. Keep each short: it stays on one line.",
        ),
      ],
    },
    {
      legend: "Features",
      fields: [
        ...heading("features"),
        items(
          "features",
          "Cards",
          { label: "Feature", count: 3 },
          [line("title", "Title", { max: 60 }), paragraph("description", "Text", { max: 200 })],
          "Each card links to its service's page.",
        ),
      ],
    },
    servicesSlider,
    {
      legend: "Who we are",
      fields: [
        ...heading("intro"),
        paragraph("introText", "Text"),
        titled("introTiles", "Tiles", { label: "Tile", count: 4 }, { title: 40, text: 100 }),
        button("introAction", "Button", "the About page"),
        imageAlt("introImageAlt"),
      ],
    },
    process,
    {
      legend: "Talk to us",
      hint: "The words beside the enquiry form.",
      fields: [
        ...heading("talk"),
        paragraph("talkText", "Text", { max: 300 }),
        lines(
          "talkPoints",
          "Points",
          { label: "Point", count: 3 },
          line("text", "Text", { max: 60 }),
        ),
      ],
    },
    {
      legend: "Text band",
      hint: "The band of words that scrolls across the page.",
      fields: [
        line("textBandLabel", "Name (read by screen readers)", { max: 60 }),
        lines(
          "textBandItems",
          "Words",
          { label: "Item", count: 5 },
          line("text", "Text", { max: 40 }),
        ),
      ],
    },
    {
      legend: "Video",
      hint: "The showreel itself is the designers'.",
      fields: [
        ...heading("video"),
        paragraph("videoText", "Text", { max: 300 }),
        line("videoPlay", "Play button (read by screen readers)", { max: 60 }),
      ],
    },
    {
      legend: "Pricing",
      hint: "The plans themselves are in Pricing, in the console's menu.",
      fields: [
        ...heading("pricing"),
        paragraph("pricingIntro", "Introduction", { max: 300 }),
        line("pricingPopular", "Badge on the most popular plan", { max: 30 }),
      ],
    },
    {
      legend: "Search results",
      hint: "The description in search results is the settings' 'Meta description'.",
      fields: [title()],
    },
  ],
);

export const homeTwoCopy = pageCopy(
  "home-two",
  "Home page two",
  ["/home-two"],
  [
    {
      legend: "Banner",
      fields: [
        ...banner,
        button("bannerAction", "Button", "the services"),
        line("bannerPlay", "Video button (read by screen readers)", { max: 60 }),
        line("bannerPlayCaption", "Words beside the video button", { max: 40 }),
        imageAlt("bannerImageAlt"),
      ],
    },
    {
      legend: "About Genesis",
      fields: [
        ...heading("about"),
        paragraph("aboutText", "Text"),
        lines(
          "aboutPoints",
          "Points",
          { label: "Point", count: 3 },
          line("text", "Text", { max: 60 }),
        ),
        button("aboutAction", "Button", "the About page"),
        imageAlt("aboutImageAlt"),
      ],
    },
    {
      legend: "Why choose us",
      fields: [
        ...heading("why"),
        titled("whyItems", "Reasons", { label: "Reason", count: 4 }, { title: 40, text: 120 }),
      ],
    },
    servicesSlider,
    {
      legend: "Partners",
      hint: "The logos are in Partners, in the console's menu.",
      fields: [line("partnersLabel", "Line above the logos", { max: 80 })],
    },
    {
      legend: "Call to action",
      fields: [
        line("ctaTitle", "Title"),
        paragraph("ctaText", "Text", { max: 300 }),
        button("ctaPrimaryAction", "First button", "the contact page"),
        button("ctaSecondaryAction", "Second button", "the services"),
      ],
    },
    {
      legend: "Latest projects",
      hint: "The projects are the published ones (Projects, in the console's menu).",
      fields: [
        ...heading("projects"),
        sliderName("projectsSliderLabel"),
        line("projectsViewProject", "Link on each project", { max: 30 }),
        line("projectsEmpty", "When no project is published", { max: 80 }),
      ],
    },
    {
      legend: "Industries",
      fields: [
        ...heading("industries"),
        titled("industries", "Cards", { label: "Industry", count: 4 }, { title: 40, text: 120 }),
      ],
    },
    {
      legend: "Technology",
      fields: [
        ...heading("stack"),
        lines(
          "stackItems",
          "Technologies",
          { label: "Technology", count: 12 },
          line("name", "Name", { max: 30 }),
        ),
      ],
    },
    {
      legend: "Team",
      hint: "The first four members of Team, in the console's menu.",
      fields: [...heading("team"), button("teamAction", "Button", "the contact page")],
    },
    {
      legend: "FAQ",
      fields: [
        ...heading("faq"),
        items(
          "faqItems",
          "Questions",
          { label: "Question", count: 4 },
          [line("question", "Question"), paragraph("answer", "Answer")],
          "The first is open when the page opens.",
        ),
      ],
    },
    {
      legend: "Counters",
      fields: [
        line("countersLabel", "Heading (read by screen readers)", { max: 60 }),
        items(
          "counters",
          "Numbers",
          { label: "Counter", count: 4 },
          [number("target", "Number", { min: 0, max: 9999 }), line("label", "Label", { max: 40 })],
          "Each number counts up from 0 and is shown with a + after it. Up to 9999, so it fits its card on a phone.",
        ),
      ],
    },
    {
      legend: "Testimonials",
      hint: "The testimonials are in Testimonials, in the console's menu.",
      fields: [...heading("testimonials"), sliderName("testimonialsSliderLabel")],
    },
    process,
    {
      legend: "Blog",
      hint: "The four latest posts.",
      fields: [
        ...heading("blog"),
        sliderName("blogSliderLabel"),
        line("blogReadMore", "Link on each post", { max: 30 }),
      ],
    },
    searchResults(),
  ],
);
