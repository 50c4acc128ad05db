import type {
  CopySection,
  HomeCopy,
  HomeTwoCopy,
  PageCopies,
  PageCopyForm,
  PageCopyName,
  ProcessCopy,
  ServicesSliderCopy,
} from "~/lib/page-copy";

/**
 * The console's words for the pages' copy (/admin/pages/copy/<name>, owners
 * and editors): the generic form's own words, and each page's form
 * described field by field (app/components/admin/page-copy-form.tsx renders
 * any of them; app/forms/admin/page-copy-forms.ts builds its rules).
 */
export const pageCopyCopy = {
  editTitle: (title: string) => `Edit ${title}`,
  save: "Save",
  saveHint: "The public page shows the new words as soon as they are saved.",
  saved: "Saved. The public page shows it now.",
  unsaved: "You have unsaved changes. Leave this page?",
  viewPage: "View the page",
  errors: {
    summary: "Some fields need attention.",
    conflict:
      "Someone else saved this page's copy after you opened it. Nothing was overwritten: your words are still in the form. Open the page again in a new tab, copy your changes across, and save there.",
    missing: "There is no such page.",
    required: "Enter the words for this field.",
    tooLong: (max: number) => `Keep it under ${max.toLocaleString("en-US")} characters.`,
    number: (min: number, max: number) =>
      `Enter a whole number from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}.`,
  },
} as const;

const seo = {
  title: {
    kind: "text",
    label: "Title",
    hint: "The browser tab's title and the page's name in search results.",
    max: 70,
  },
  description: {
    kind: "longText",
    label: "Meta description",
    hint: "One or two sentences for search results and shared links (160 characters).",
    max: 160,
  },
} as const;

const header = {
  heading: { kind: "text", label: "Heading" },
  breadcrumbHome: { kind: "text", label: "Breadcrumb: link to the home page", max: 40 },
  breadcrumbLabel: { kind: "text", label: "Breadcrumb: this page", max: 40 },
} as const;

// The About and Services pages, down to `pageCopyForms`:
// their own block, so the pages added next to them merge apart.

/** A section's opening: the small label over its heading, the heading, and what follows. */
const lead = {
  label: { kind: "text", label: "Label", hint: "The small words over the heading.", max: 60 },
  title: { kind: "text", label: "Heading" },
  intro: { kind: "longText", label: "Introduction" },
} as const;

/** A list of the layout's items, each labelled by its place ("Value 2"), with `fields` each. */
const listOf = <Fields>(label: string, item: string, fields: Fields, hint?: string) =>
  ({
    kind: "list",
    label,
    hint,
    itemLabel: (position: number) => `${item} ${position}`,
    item: fields,
  }) as const;

/** A list whose items are a title and a text each ("Value 2": its title and its text). */
const titledList = (
  label: string,
  item: string,
  limits: { title?: number; text: number; long?: boolean },
  hint?: string,
) =>
  listOf(
    label,
    item,
    {
      title: { kind: "text", label: "Title", max: limits.title },
      text: { kind: limits.long ? "longText" : "text", label: "Text", max: limits.text },
    } as const,
    hint,
  );

/** A list whose items are one short text each ("Point 2"). */
const textList = <Key extends string>(
  label: string,
  item: string,
  key: Key,
  max: number,
  fieldLabel = "Text",
  hint?: string,
) =>
  listOf(
    label,
    item,
    { [key]: { kind: "text", label: fieldLabel, max } } as Record<
      Key,
      { kind: "text"; label: string; max: number }
    >,
    hint,
  );

/** A counter of 'Who we are' (first or second): its number and words. */
const counter = (which: "First" | "Second") =>
  ({
    target: {
      kind: "number",
      label: `${which} counter: number`,
      hint: "It counts up to this number when the visitor reaches it.",
      min: 0,
      max: 1_000_000,
    },
    suffix: {
      kind: "text",
      label: `${which} counter: after the number`,
      hint: "A '+', or nothing.",
      max: 3,
      optional: true,
    },
    label: { kind: "text", label: `${which} counter: label`, max: 40 },
    text: { kind: "longText", label: `${which} counter: text`, max: 160 },
  }) as const;

const firstCounter = counter("First");
const secondCounter = counter("Second");

const aboutAndServicesForms: {
  about: PageCopyForm<PageCopies["about"]>;
  services: PageCopyForm<PageCopies["services"]>;
} = {
  about: {
    title: "About page",
    publicPaths: ["/about", "/home-two/about"],
    sections: [
      { legend: "Header", fields: header },
      {
        legend: "About Genesis",
        hint: "The first section, beside the picture.",
        fields: {
          introLabel: lead.label,
          introTitle: lead.title,
          introText: { kind: "longText", label: "First paragraph" },
          introMore: { kind: "longText", label: "Second paragraph" },
          introPoints: {
            kind: "longText",
            label: "Checked points",
            hint: "One a line; they show two by two.",
            max: 400,
          },
          badgeValue: {
            kind: "text",
            label: "Badge over the picture: heading",
            max: 30,
          },
          badgeText: { kind: "text", label: "Badge over the picture: text", max: 80 },
          introAction: {
            kind: "text",
            label: "Button (to the contact page)",
            max: 40,
          },
        },
      },
      {
        legend: "Who we are",
        fields: {
          whoLabel: lead.label,
          whoTitle: lead.title,
          whoText: { kind: "longText", label: "First paragraph" },
          whoMore: { kind: "longText", label: "Second paragraph" },
          firstCounterTarget: firstCounter.target,
          firstCounterSuffix: firstCounter.suffix,
          firstCounterLabel: firstCounter.label,
          firstCounterText: firstCounter.text,
          secondCounterTarget: secondCounter.target,
          secondCounterSuffix: secondCounter.suffix,
          secondCounterLabel: secondCounter.label,
          secondCounterText: secondCounter.text,
        },
      },
      {
        legend: "Our values",
        fields: {
          valuesLabel: lead.label,
          valuesTitle: lead.title,
          valuesIntro: lead.intro,
          values: titledList(
            "Values",
            "Value",
            { title: 60, text: 300, long: true },
            "Each keeps its icon, by its place.",
          ),
        },
      },
      {
        legend: "Team",
        hint: "The members themselves are under Team. The second home page's team has its own words, in its own form.",
        fields: {
          teamLabel: lead.label,
          teamTitle: lead.title,
          teamIntro: lead.intro,
        },
      },
      {
        legend: "Partners",
        hint: "The logos and their lines are under Partners.",
        fields: {
          partnersLabel: lead.label,
          partnersTitle: lead.title,
          partnersIntro: lead.intro,
        },
      },
      {
        legend: "Call to action",
        hint: "The closing band at the foot of the page.",
        fields: {
          ctaLabel: lead.label,
          ctaTitle: lead.title,
          ctaText: { kind: "longText", label: "Text", max: 300 },
          ctaPrimary: { kind: "text", label: "First button (to the contact page)", max: 40 },
          ctaSecondary: { kind: "text", label: "Second button (to the services)", max: 40 },
        },
      },
      { legend: "Search results", fields: { title: seo.title, description: seo.description } },
    ],
  },
  services: {
    title: "Services page",
    publicPaths: ["/services", "/home-two/services"],
    sections: [
      { legend: "Header", fields: header },
      {
        legend: "Services",
        hint: "The services themselves, their cards' pictures, titles and summaries, are under Services.",
        fields: {
          gridHeading: { kind: "text", label: "Heading (read by screen readers)", max: 60 },
          cardAction: { kind: "text", label: "Each card's link", max: 40 },
          promoLabel: { kind: "text", label: "Closing tile: label", max: 60 },
          promoTitle: { kind: "text", label: "Closing tile: heading" },
          promoText: { kind: "longText", label: "Closing tile: text", max: 300 },
          promoAction: {
            kind: "text",
            label: "Closing tile: button (to the contact page)",
            max: 40,
          },
        },
      },
      {
        legend: "Talk to us",
        hint: "The address, e-mail and phone themselves are in the settings.",
        fields: {
          contactLabel: lead.label,
          contactTitle: lead.title,
          contactIntro: lead.intro,
          addressLabel: { kind: "text", label: "Address: label", max: 40 },
          emailLabel: { kind: "text", label: "E-mail: label", max: 40 },
          phoneLabel: { kind: "text", label: "Phone: label", max: 40 },
          formHeading: { kind: "text", label: "Form's heading", max: 80 },
        },
      },
      { legend: "Search results", fields: { title: seo.title, description: seo.description } },
    ],
  },
};

// The two home pages: a fieldset per section of the page,
// in the page's order. Links, icons and pictures stay the designers'.

/** A section's small words above its heading, and its heading. */
const sectionHeading = {
  label: { kind: "text", label: "Label", max: 60 },
  title: { kind: "text", label: "Title" },
} as const;

/** A slider's name, which screen readers announce. */
const sliderName = {
  kind: "text",
  label: "Slider's name (read by screen readers)",
  max: 60,
} as const;

/** The services' slider, on both home pages. */
const servicesSliderFields: CopySection<ServicesSliderCopy>["fields"] = {
  servicesLabel: sectionHeading.label,
  servicesTitle: sectionHeading.title,
  servicesReadMore: { kind: "text", label: "Link on each card", max: 30 },
  servicesSliderLabel: sliderName,
};
const servicesSliderHint =
  "The cards are the services themselves (Services, in the console's menu).";

/** The process strip, on both home pages. */
const processFields: CopySection<ProcessCopy>["fields"] = {
  processLabel: sectionHeading.label,
  processTitle: sectionHeading.title,
  processSteps: {
    kind: "list",
    label: "Steps",
    hint: "Numbered 01 to 05 in this order; the second is highlighted when the page opens.",
    itemLabel: (position) => `Step ${position}`,
    item: {
      name: { kind: "text", label: "Name", max: 40 },
      description: { kind: "longText", label: "Text", max: 160 },
    },
  },
  processAction: {
    kind: "text",
    label: "Button",
    hint: "Goes to the contact page.",
    max: 30,
  },
};

const homeForm: PageCopyForm<HomeCopy> = {
  title: "Home page",
  publicPaths: ["/"],
  sections: [
    {
      legend: "Banner",
      fields: {
        bannerEyebrow: { kind: "text", label: "Label above the headline", max: 60 },
        bannerHeadline: {
          kind: "text",
          label: "Headline",
          hint: "The page's main heading.",
          max: 80,
        },
        bannerSubtext: { kind: "longText", label: "Text under the headline", max: 300 },
        bannerPrimaryAction: {
          kind: "text",
          label: "First button",
          hint: "Goes to the contact page.",
          max: 30,
        },
        bannerSecondaryAction: {
          kind: "text",
          label: "Second button",
          hint: "Goes to the services.",
          max: 30,
        },
        bannerTrust: { kind: "text", label: "Line under the buttons", max: 80 },
      },
    },
    {
      legend: "Services rotator",
      hint: "The banner's list of services that turns every three seconds.",
      fields: {
        rotatorLabel: { kind: "text", label: "Label", max: 40 },
        rotatorPause: {
          kind: "text",
          label: "Pause switch (read by screen readers)",
          max: 60,
        },
        rotatorItems: textList(
          "Services",
          "Service",
          "name",
          24,
          "Name",
          "Nine, as the rotation turns through nine. Keep each short: it stays on one line.",
        ),
      },
    },
    {
      legend: "Features",
      fields: {
        featuresLabel: sectionHeading.label,
        featuresTitle: sectionHeading.title,
        features: {
          kind: "list",
          label: "Cards",
          hint: "Each card links to its service's page.",
          itemLabel: (position) => `Feature ${position}`,
          item: {
            title: { kind: "text", label: "Title", max: 60 },
            description: { kind: "longText", label: "Text", max: 200 },
          },
        },
      },
    },
    { legend: "Services slider", hint: servicesSliderHint, fields: servicesSliderFields },
    {
      legend: "Who we are",
      fields: {
        introLabel: sectionHeading.label,
        introTitle: sectionHeading.title,
        introText: { kind: "longText", label: "Text" },
        introTiles: titledList("Tiles", "Tile", { title: 40, text: 100 }),
        introAction: {
          kind: "text",
          label: "Button",
          hint: "Goes to the About page.",
          max: 30,
        },
      },
    },
    { legend: "Process", fields: processFields },
    {
      legend: "Talk to us",
      hint: "The words beside the enquiry form.",
      fields: {
        talkLabel: sectionHeading.label,
        talkTitle: sectionHeading.title,
        talkText: { kind: "longText", label: "Text", max: 300 },
        talkPoints: textList("Points", "Point", "text", 60),
      },
    },
    {
      legend: "Text band",
      hint: "The band of words that scrolls across the page.",
      fields: {
        textBandLabel: { kind: "text", label: "Name (read by screen readers)", max: 60 },
        textBandItems: textList("Words", "Item", "text", 40),
      },
    },
    {
      legend: "Video",
      hint: "The showreel itself is the designers'.",
      fields: {
        videoLabel: sectionHeading.label,
        videoTitle: sectionHeading.title,
        videoText: { kind: "longText", label: "Text", max: 300 },
        videoPlay: { kind: "text", label: "Play button (read by screen readers)", max: 60 },
      },
    },
    {
      legend: "Pricing",
      hint: "The plans themselves are in Pricing, in the console's menu.",
      fields: {
        pricingLabel: sectionHeading.label,
        pricingTitle: sectionHeading.title,
        pricingIntro: { kind: "longText", label: "Introduction", max: 300 },
        pricingPopular: { kind: "text", label: "Badge on the most popular plan", max: 30 },
      },
    },
    {
      legend: "Search results",
      hint: "The description in search results is the settings' 'Meta description'.",
      fields: { title: seo.title },
    },
  ],
};

const homeTwoForm: PageCopyForm<HomeTwoCopy> = {
  title: "Home page two",
  publicPaths: ["/home-two"],
  sections: [
    {
      legend: "Banner",
      fields: {
        bannerEyebrow: { kind: "text", label: "Label above the headline", max: 60 },
        bannerHeadline: {
          kind: "text",
          label: "Headline",
          hint: "The page's main heading.",
          max: 80,
        },
        bannerSubtext: { kind: "longText", label: "Text under the headline", max: 300 },
        bannerAction: {
          kind: "text",
          label: "Button",
          hint: "Goes to the services.",
          max: 30,
        },
        bannerPlay: { kind: "text", label: "Video button (read by screen readers)", max: 60 },
        bannerPlayCaption: { kind: "text", label: "Words beside the video button", max: 40 },
      },
    },
    {
      legend: "About Genesis",
      fields: {
        aboutLabel: sectionHeading.label,
        aboutTitle: sectionHeading.title,
        aboutText: { kind: "longText", label: "Text" },
        aboutPoints: textList("Points", "Point", "text", 60),
        aboutAction: {
          kind: "text",
          label: "Button",
          hint: "Goes to the About page.",
          max: 30,
        },
      },
    },
    {
      legend: "Why choose us",
      fields: {
        whyLabel: sectionHeading.label,
        whyTitle: sectionHeading.title,
        whyItems: titledList("Reasons", "Reason", { title: 40, text: 120 }),
      },
    },
    { legend: "Services slider", hint: servicesSliderHint, fields: servicesSliderFields },
    {
      legend: "Partners",
      hint: "The logos are in Partners, in the console's menu.",
      fields: { partnersLabel: { kind: "text", label: "Line above the logos", max: 80 } },
    },
    {
      legend: "Call to action",
      fields: {
        ctaTitle: sectionHeading.title,
        ctaText: { kind: "longText", label: "Text", max: 300 },
        ctaPrimaryAction: {
          kind: "text",
          label: "First button",
          hint: "Goes to the contact page.",
          max: 30,
        },
        ctaSecondaryAction: {
          kind: "text",
          label: "Second button",
          hint: "Goes to the services.",
          max: 30,
        },
      },
    },
    {
      legend: "Latest projects",
      hint: "The projects are the published ones (Projects, in the console's menu).",
      fields: {
        projectsLabel: sectionHeading.label,
        projectsTitle: sectionHeading.title,
        projectsSliderLabel: sliderName,
        projectsViewProject: { kind: "text", label: "Link on each project", max: 30 },
        projectsEmpty: { kind: "text", label: "When no project is published", max: 80 },
      },
    },
    {
      legend: "Industries",
      fields: {
        industriesLabel: sectionHeading.label,
        industriesTitle: sectionHeading.title,
        industries: titledList("Cards", "Industry", { title: 40, text: 120 }),
      },
    },
    {
      legend: "Technology",
      fields: {
        stackLabel: sectionHeading.label,
        stackTitle: sectionHeading.title,
        stackItems: textList("Technologies", "Technology", "name", 30, "Name"),
      },
    },
    {
      legend: "Team",
      hint: "The first four members of Team, in the console's menu.",
      fields: {
        teamLabel: sectionHeading.label,
        teamTitle: sectionHeading.title,
        teamAction: {
          kind: "text",
          label: "Button",
          hint: "Goes to the contact page.",
          max: 30,
        },
      },
    },
    {
      legend: "FAQ",
      fields: {
        faqLabel: sectionHeading.label,
        faqTitle: sectionHeading.title,
        faqItems: {
          kind: "list",
          label: "Questions",
          hint: "The first is open when the page opens.",
          itemLabel: (position) => `Question ${position}`,
          item: {
            question: { kind: "text", label: "Question" },
            answer: { kind: "longText", label: "Answer" },
          },
        },
      },
    },
    {
      legend: "Counters",
      fields: {
        countersLabel: { kind: "text", label: "Heading (read by screen readers)", max: 60 },
        counters: {
          kind: "list",
          label: "Numbers",
          hint: "Each number counts up from 0 and is shown with a + after it. Up to 9999, so it fits its card on a phone.",
          itemLabel: (position) => `Counter ${position}`,
          item: {
            target: { kind: "number", label: "Number", min: 0, max: 9999 },
            label: { kind: "text", label: "Label", max: 40 },
          },
        },
      },
    },
    {
      legend: "Testimonials",
      hint: "The testimonials are in Testimonials, in the console's menu.",
      fields: {
        testimonialsLabel: sectionHeading.label,
        testimonialsTitle: sectionHeading.title,
        testimonialsSliderLabel: sliderName,
      },
    },
    { legend: "Process", fields: processFields },
    {
      legend: "Blog",
      hint: "The four latest posts.",
      fields: {
        blogLabel: sectionHeading.label,
        blogTitle: sectionHeading.title,
        blogSliderLabel: sliderName,
        blogReadMore: { kind: "text", label: "Link on each post", max: 30 },
      },
    },
    { legend: "Search results", fields: { title: seo.title, description: seo.description } },
  ],
};

/** Each page's form, section by section. */
export const pageCopyForms: { [Name in PageCopyName]: PageCopyForm<PageCopies[Name]> } = {
  home: homeForm,
  "home-two": homeTwoForm,
  ...aboutAndServicesForms,
  contact: {
    title: "Contact page",
    publicPaths: ["/contact", "/home-two/contact"],
    sections: [
      { legend: "Header", fields: header },
      {
        legend: "Contact cards",
        hint: "The phone number, e-mail address and address themselves are in the settings.",
        fields: {
          cardsHeading: {
            kind: "text",
            label: "Heading (read by screen readers)",
            max: 60,
          },
          phoneTitle: { kind: "text", label: "Phone card: title", max: 40 },
          phoneText: { kind: "text", label: "Phone card: text" },
          emailTitle: { kind: "text", label: "E-mail card: title", max: 40 },
          emailText: { kind: "text", label: "E-mail card: text" },
          locationTitle: { kind: "text", label: "Location card: title", max: 40 },
          locationText: { kind: "text", label: "Location card: text" },
        },
      },
      {
        legend: "Get in touch",
        fields: {
          getInTouchLabel: { kind: "text", label: "Label", max: 60 },
          getInTouchTitle: { kind: "text", label: "Title" },
          getInTouchIntro: { kind: "longText", label: "Introduction" },
          stepsHeading: { kind: "text", label: "Steps: heading", max: 80 },
          steps: titledList(
            "Steps",
            "Step",
            { text: 300, long: true },
            "What happens after an enquiry, in order.",
          ),
          formHeading: { kind: "text", label: "Form's heading", max: 80 },
        },
      },
      { legend: "Map", fields: { mapHeading: { kind: "text", label: "Heading", max: 80 } } },
      {
        legend: "Closing band",
        hint: "The opening hours' lines are in the settings.",
        fields: {
          closingLabel: { kind: "text", label: "Label", max: 60 },
          closingTitle: { kind: "text", label: "Title" },
          closingText: { kind: "longText", label: "Text" },
          callLabel: { kind: "text", label: "Call button", max: 40 },
          emailLabel: { kind: "text", label: "E-mail button", max: 40 },
          hoursTitle: { kind: "text", label: "Opening hours' column: title", max: 60 },
          columns: {
            kind: "list",
            label: "Other columns",
            itemLabel: (position) => `Column ${position + 1}`,
            item: {
              title: { kind: "text", label: "Title", max: 60 },
              lines: {
                kind: "longText",
                label: "Lines",
                hint: "One line each.",
                max: 200,
              },
            },
          },
          servicesLabel: { kind: "text", label: "Link to the services", max: 40 },
        },
      },
      { legend: "Search results", fields: { title: seo.title, description: seo.description } },
    ],
  },
  "not-found": {
    title: "Page not found (404)",
    publicPaths: ["/page-not-found"],
    sections: [
      {
        legend: "Header",
        hint: "What every address outside the site shows, and a project or post that is not there.",
        fields: header,
      },
      {
        legend: "Message",
        fields: {
          message: { kind: "longText", label: "Message", max: 300 },
          action: { kind: "text", label: "Button back to the home page", max: 40 },
        },
      },
      { legend: "Search results", fields: { title: seo.title, description: seo.description } },
    ],
  },
  footer: {
    title: "Footer",
    publicPaths: ["/", "/home-two"],
    sections: [
      {
        legend: "Service blurbs",
        hint: "The three cards at the top of the footer on every page. Each links to its service.",
        fields: {
          blurbs: titledList("Blurbs", "Blurb", { title: 60, text: 200, long: true }),
        },
      },
      {
        legend: "Columns",
        hint: "The services listed are chosen on each service ('Footer'); the contact details are in the settings.",
        fields: {
          tagline: { kind: "longText", label: "Line under the logo", max: 160 },
          servicesHeading: { kind: "text", label: "Services column: heading", max: 40 },
          quickLinksHeading: { kind: "text", label: "Quick links column: heading", max: 40 },
          quickLinks: textList(
            "Quick links",
            "Quick link",
            "title",
            40,
            "Words",
            "To About Us, Services, Projects and Contact Us, in that order.",
          ),
          contactHeading: { kind: "text", label: "Contact column: heading", max: 40 },
          legalLinks: textList(
            "Links at the foot",
            "Link",
            "title",
            40,
            "Words",
            "To the terms and the privacy policy, in that order.",
          ),
        },
      },
      {
        legend: "Second home page's footer",
        hint: "Under /home-two: a video band, the social links, the two latest posts and the newsletter.",
        fields: {
          videoLabel: { kind: "text", label: "Video band: label", max: 60 },
          videoTitle: { kind: "text", label: "Video band: heading" },
          socialHeading: { kind: "text", label: "Social links: heading", max: 40 },
          recentPostsHeading: { kind: "text", label: "Recent posts: heading", max: 40 },
          newsletterHeading: { kind: "text", label: "Newsletter: heading", max: 40 },
          newsletterText: { kind: "longText", label: "Newsletter: text", max: 200 },
          newsletterLabel: {
            kind: "text",
            label: "Newsletter: the field's name",
            hint: "Read by screen readers.",
            max: 60,
          },
          newsletterPlaceholder: { kind: "text", label: "Newsletter: example address", max: 60 },
          newsletterSubmit: { kind: "text", label: "Newsletter: button", max: 30 },
          newsletterSending: {
            kind: "text",
            label: "Newsletter: button while sending",
            max: 30,
          },
        },
      },
    ],
  },
};
