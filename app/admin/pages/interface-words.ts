import { items, line, pageCopy, paragraph } from "./page-copy-fields.ts";
import { MENU_ENTRIES } from "../../lib/main-menu.ts";

// The interface's own words (decision 049): what the site's forms say on
// every page, a card per part. Each language the site publishes has its own
// (German, French and Spanish arrive whole with their language); the fields'
// names are the forms' own (app/lib/page-copy.ts, InterfaceCopy).

const names = (name: string, label: string, row: string, count: number, hint: string) =>
  items(name, label, { label: row, count }, [line("name", "Words", { max: 60 })], hint);

const message = (name: string, label: string) => paragraph(name, label, { max: 200 });

export const interfaceCopy = pageCopy(
  "interface",
  "Interface words",
  ["/contact"],
  [
    {
      legend: "Menus and controls",
      hint: "The header's menus and buttons on every page; most are read by screen readers.",
      fields: [
        line("mainMenu", "Main menu's name", { max: 40 }),
        line("openMenu", "Phone menu: open", { max: 40 }),
        line("closeMenu", "Phone menu: close", { max: 40 }),
        line("menu", "Phone menu's name", { max: 40 }),
        line("submenu", "A submenu's name", {
          hint: "{title} is the menu item's words.",
          max: 60,
        }),
        line("allOf", "Phone menu: link to all of an item's pages", {
          hint: "{title} is the menu item's words; {title:lower} the same in lower case.",
          max: 60,
        }),
        line("languageMenu", "Language switch's name", { max: 40 }),
        line("scrollToTop", "Back to the top", { max: 40 }),
        line("skipLink", "Skip link (the first key press)", { max: 40 }),
        line("switchToDark", "Theme: to dark", { max: 40 }),
        line("switchToLight", "Theme: to light", { max: 40 }),
        line("previousSlide", "Slider: previous", { max: 40 }),
        line("nextSlide", "Slider: next", { max: 40 }),
        line("pauseSlides", "Slider: pause", { max: 40 }),
        line("playSlides", "Slider: play", { max: 40 }),
        line("startProject", "Header's button (to the contact page)", { max: 30 }),
        names(
          "menuItems",
          "Main menu",
          "Entry",
          MENU_ENTRIES,
          "Home (Home One, Home Two), About Us, Services, Projects (All Projects, Project Details), Blog (Blog, Blog Details), Contact, in that order.",
        ),
        line("megaPromoLabel", "Services menu: promotion's label", { max: 60 }),
        paragraph("megaPromoTitle", "Services menu: promotion", { max: 160 }),
      ],
    },
    {
      legend: "Contact forms",
      hint: "The contact page's form, the home page's 'Talk to us' and the services' form.",
      fields: [
        line("nameLabel", "Name: label", { max: 60 }),
        line("namePlaceholder", "Name: example", { max: 60 }),
        line("emailLabel", "E-mail: label", { max: 60 }),
        line("emailPlaceholder", "E-mail: example", { max: 60 }),
        line("phoneLabel", "Phone: label", { max: 60 }),
        line("phoneOptionalLabel", "Phone: label where it is optional (comments)", { max: 60 }),
        line("phonePlaceholder", "Phone: example", { max: 60 }),
        line("subjectLabel", "Subject: label", { max: 60 }),
        line("subjectPlaceholder", "Subject: before one is chosen", { max: 60 }),
        names(
          "subjects",
          "Subjects",
          "Subject",
          4,
          "Support, Sales, General and Development, in that order: the console keeps the English names.",
        ),
        line("messageLabel", "Message: label", { max: 60 }),
        line("messagePlaceholder", "Message: example", { max: 80 }),
        line("getInTouchLabel", "Contact page's form: name for screen readers", { max: 60 }),
        line("sendMessage", "Button", { max: 30 }),
        line("areaLabel", "'Talk to us': message label", { max: 60 }),
        line("areaPlaceholder", "'Talk to us': message example", { max: 80 }),
        line("connectNow", "'Talk to us': button", { max: 30 }),
      ],
    },
    {
      legend: "Comment form",
      hint: "Under every blog post.",
      fields: [
        line("commentTitle", "Name for screen readers", { max: 60 }),
        line("commentNote", "Line beside the button", { max: 120 }),
        line("optionLabel", "Choice: label", { max: 60 }),
        line("optionPlaceholder", "Choice: before one is chosen", { max: 60 }),
        names("optionChoices", "Choices", "Choice", 4, "Stored with the comment as written."),
        line("commentLabel", "Comment: label", { max: 60 }),
        line("commentPlaceholder", "Comment: example", { max: 80 }),
        line("commentSubmit", "Button", { max: 30 }),
      ],
    },
    {
      legend: "Answers",
      hint: "What a visitor reads once a form is sent, or when it could not be.",
      fields: [
        line("sending", "While sending", { max: 60 }),
        message("failed", "Sending failed"),
        message("contactReply", "Enquiry sent"),
        message("commentReply", "Comment sent"),
        message("newsletterReply", "Newsletter sign-up sent"),
        message("unsupported", "A form sent from elsewhere"),
        message("tooLarge", "Too long to read"),
        message("unreadable", "Not readable as a form"),
        message("unknownForm", "A form the site does not know"),
        line("elsewhere", "A project or post not in this language: before the link to it", {
          hint: "On its 404 page, followed by the language it is in ('English').",
          max: 120,
        }),
        message("invalidFields", "Some fields need attention"),
        message("tooFast", "Sent faster than a person types"),
        message("staleForm", "The page was open for too long"),
        message("captchaMissing", "The spam check did not run"),
        message("captchaFailed", "The spam check failed"),
        message("tooMany", "Too many in a short time"),
        message("unavailable", "The site cannot store it just now"),
        message("internal", "Something went wrong on the site's side"),
      ],
    },
    {
      legend: "Field messages",
      hint: "Shown at a field that is empty or not right, with and without JavaScript.",
      fields: [
        message("nameRequired", "Name: empty"),
        message("nameTooLong", "Name: too long (100 characters)"),
        message("nameLetters", "Name: not letters"),
        message("emailRequired", "E-mail: empty"),
        message("emailTooLong", "E-mail: too long (254 characters)"),
        message("emailInvalid", "E-mail: not an address"),
        message("phoneRequired", "Phone: empty"),
        message("phoneTooLong", "Phone: too long (32 characters)"),
        message("phoneInvalid", "Phone: not a number"),
        message("subjectRequired", "Subject: none chosen"),
        message("messageRequired", "Message: empty"),
        message("messageTooLong", "Message: too long (4,000 characters)"),
        message("messageCharacters", "Message: characters not accepted"),
        message("optionInvalid", "Comment's choice: not one of them"),
        message("postInvalid", "Comment: no such post"),
      ],
    },
  ],
);
