import { describe, expect, it } from "vitest";
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  contactMessages,
  contactSchema,
  emailSchema,
  formatPhoneNumber,
  messageSchema,
  nameSchema,
  phoneSchema,
  subjectSchema,
  validateContact,
} from "./contact-schema.ts";

const valid = {
  name: "José Álvarez",
  email: "jose@example.com",
  phone: "+1 (307) 555-0142",
  subject: "Sales",
  message: "We would like a new website for our bakery.",
};

function messageFor(
  schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe("contact schema: name", () => {
  it.each([
    "José",
    "Zoë",
    "Łukasz",
    "李雷",
    "Ana María Pérez",
    "Søren Kierkegaard",
    "Ñandú",
    "Иван Петров",
    "Γιώργος",
    "محمد علی",
    "דוד כהן",
    "สมชาย",
    "김민준",
    "さくら",
    "Nguyễn Văn An",
    "Dvořák",
    "Jose\u0301", // "José" typed with a combining acute accent (NFD)
    "देवनागरी",
    "O", // a one-letter name is still a name
    "Jean-Luc Picard",
    "O'Brien",
    "D’Angelo", // a typographic apostrophe
    "Mary-Kate St. John",
    "J.R.R. Tolkien",
    "Martin Luther King Jr.",
  ])("accepts %s", (name) => {
    expect(nameSchema.safeParse(name).success).toBe(true);
  });

  it("trims surrounding spaces, joins runs of spaces and stores the composed (NFC) form", () => {
    expect(nameSchema.parse("  Ana   María  ")).toBe("Ana María");
    expect(nameSchema.parse("Jose\u0301")).toBe("José");
  });

  it.each([
    ["R2D2", "digits"],
    ["John 3", "a digit word"],
    ["Anna!", "punctuation"],
    ["-Jane", "a leading hyphen"],
    ["Mary-", "a trailing hyphen"],
    ["Mary--Jane", "two hyphens in a row"],
    ["O''Brien", "two apostrophes in a row"],
    ["'Ann", "a leading apostrophe"],
    ["Ann .", "a full stop on its own"],
    ["J..Smith", "two full stops in a row"],
    ["Ann - Lee", "a hyphen between spaces"],
    ["Zoë 😀", "an emoji"],
    ["<script>", "markup"],
    ["Ann\tLee", "a tab"],
    ["Ann\r\nBcc: x@y.z", "a line break (header injection)"],
    ["Ann\u00a0Lee", "a no-break space"],
    ["\u0301Ann", "a leading combining mark"],
    ["Ann\u200d", "a trailing zero-width joiner"],
    ["$€£", "currency symbols"],
  ])("refuses %j (%s) with the letters message", (name) => {
    expect(messageFor(nameSchema, name)).toBe(contactMessages.nameLetters);
  });

  it.each([[""], ["   "], [undefined], [null], [42], [["José"]], [{ first: "José" }]])(
    "asks for a name when given %j",
    (name) => {
      expect(messageFor(nameSchema, name)).toBe(contactMessages.nameRequired);
    },
  );

  it(`accepts ${CONTACT_LIMITS.name} characters and refuses one more`, () => {
    expect(nameSchema.safeParse("a".repeat(CONTACT_LIMITS.name)).success).toBe(true);
    expect(messageFor(nameSchema, "a".repeat(CONTACT_LIMITS.name + 1))).toBe(
      contactMessages.nameTooLong,
    );
  });
});

describe("contact schema: email", () => {
  it.each([
    "jose@example.com",
    "first.last@sub.example.co.uk",
    "a+tag@example.io",
    "o'hara@example.ie",
    "UPPER@EXAMPLE.COM",
    "  padded@example.com  ",
  ])("accepts %s", (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it.each([
    "plainaddress",
    "@example.com",
    "jose@",
    "jose@example",
    "jose@@example.com",
    "jose@exa mple.com",
    "jose..x@example.com",
    ".jose@example.com",
    "jose@example.com\r\nBcc: victim@example.com",
    "José@example.com",
    "jose@localhost",
  ])("refuses %j as invalid", (email) => {
    expect(messageFor(emailSchema, email)).toBe(contactMessages.emailInvalid);
  });

  it("asks for an address when it is empty or missing", () => {
    expect(messageFor(emailSchema, "")).toBe(contactMessages.emailRequired);
    expect(messageFor(emailSchema, undefined)).toBe(contactMessages.emailRequired);
  });

  it("accepts 254 characters and refuses 255", () => {
    const at254 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    expect(at254).toHaveLength(254);
    expect(emailSchema.safeParse(at254).success).toBe(true);
    expect(messageFor(emailSchema, `a${at254}`)).toBe(contactMessages.emailTooLong);
  });
});

describe("contact schema: phone", () => {
  it.each([
    "(307) 555-0142",
    "307-555-0142",
    "307.555.0142",
    "3075550142",
    "+1 307 555 0142",
    "+1 (307) 555-0142",
    "+44 20 7946 0958",
    "+44 7911 123456",
    "+49 30 901820",
    "+33 1 23 45 67 89",
    "+81 3-1234-5678",
    "+86 138 0013 8000",
    "+91 98765 43210",
    "+55 11 91234-5678",
    "+61 2 9876 5432",
  ])("accepts %s", (phone) => {
    expect(phoneSchema.safeParse(phone).success).toBe(true);
  });

  it.each([
    "123",
    "555-0142",
    "+1 555",
    "+999 123456",
    "020 7946 0958", // a UK number without +44 is read as a US number, and is not one
    "+1 307 555 0142 ext 5",
    "1-800-FLOWERS",
    "307 555 0142 +1",
    "++1 307 555 0142",
    "phone: 307 555 0142",
    "+1 307\r\n555 0142",
  ])("refuses %j", (phone) => {
    expect(messageFor(phoneSchema, phone)).toBe(contactMessages.phoneInvalid);
  });

  it("asks for a number when it is empty", () => {
    expect(messageFor(phoneSchema, " ")).toBe(contactMessages.phoneRequired);
  });

  it(`refuses more than ${CONTACT_LIMITS.phone} characters`, () => {
    expect(messageFor(phoneSchema, `+1 307 555 0142${" ".repeat(20)}0`)).toBe(
      contactMessages.phoneTooLong,
    );
  });

  it("formats numbers internationally, reading numbers without + as US numbers", () => {
    expect(formatPhoneNumber("(307) 555-0142")).toBe("+1 307 555 0142");
    expect(formatPhoneNumber("+44 20 7946 0958")).toBe("+44 20 7946 0958");
  });
});

describe("contact schema: subject and message", () => {
  it.each(CONTACT_SUBJECTS)("accepts the subject %s", (subject) => {
    expect(subjectSchema.safeParse(subject).success).toBe(true);
  });

  it.each(["", "Subject", "sales", "Other", null, 1])("refuses the subject %j", (subject) => {
    expect(messageFor(subjectSchema, subject)).toBe(contactMessages.subjectRequired);
  });

  it("keeps line breaks and tabs in a message", () => {
    expect(messageSchema.parse("Hello,\r\n\tplease call me.\n")).toBe(
      "Hello,\r\n\tplease call me.",
    );
  });

  it.each(["", "  \n ", undefined])("asks for a message when given %j", (message) => {
    expect(messageFor(messageSchema, message)).toBe(contactMessages.messageRequired);
  });

  it.each(["nul \u0000 byte", "escape \u001b[31m red", "lone \ud800 surrogate", "del \u007f"])(
    "refuses a message with unacceptable characters: %j",
    (message) => {
      expect(messageFor(messageSchema, message)).toBe(contactMessages.messageCharacters);
    },
  );

  it("accepts emoji and any script in a message", () => {
    expect(messageSchema.safeParse("你好 👋 — ¿Qué tal? Привет!").success).toBe(true);
  });

  it(`accepts ${CONTACT_LIMITS.message} characters and refuses one more`, () => {
    expect(messageSchema.safeParse("x".repeat(CONTACT_LIMITS.message)).success).toBe(true);
    expect(messageFor(messageSchema, "x".repeat(CONTACT_LIMITS.message + 1))).toBe(
      contactMessages.messageTooLong,
    );
  });

  it("keeps the largest valid request under the API's 16 kB body limit", () => {
    const largest = {
      name: "李".repeat(CONTACT_LIMITS.name),
      email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`,
      phone: `+1 307 555 0142${" ".repeat(CONTACT_LIMITS.phone - 15)}`,
      subject: "Development",
      message: "語".repeat(CONTACT_LIMITS.message),
      recaptchaToken: "t".repeat(3000),
      website: "",
      elapsedMs: 123456789,
    };
    expect(contactSchema.safeParse(largest).success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(16 * 1024);
  });
});

describe("contact schema: the whole form", () => {
  it("accepts a valid enquiry and returns it trimmed", () => {
    const result = validateContact({
      ...valid,
      name: ` ${valid.name} `,
      message: ` ${valid.message}\n`,
    });
    expect(result).toEqual({ success: true, data: valid });
  });

  it("ignores fields it does not know", () => {
    const result = contactSchema.parse({ ...valid, recaptchaToken: "x", admin: true });
    expect(Object.keys(result).sort()).toEqual([...CONTACT_FIELDS].sort());
  });

  it("gives one message per invalid field, the most useful first", () => {
    const result = validateContact({
      name: "R2D2",
      email: "",
      phone: "12",
      subject: "",
      message: "",
    });
    expect(result).toEqual({
      success: false,
      errors: {
        name: contactMessages.nameLetters,
        email: contactMessages.emailRequired,
        phone: contactMessages.phoneInvalid,
        subject: contactMessages.subjectRequired,
        message: contactMessages.messageRequired,
      },
    });
  });

  it.each([null, [], "text", 42])("asks for every field when the input is %j", (input) => {
    expect(validateContact(input)).toEqual({
      success: false,
      errors: {
        name: contactMessages.nameRequired,
        email: contactMessages.emailRequired,
        phone: contactMessages.phoneRequired,
        subject: contactMessages.subjectRequired,
        message: contactMessages.messageRequired,
      },
    });
  });

  it("lists the fields in the order the form shows them", () => {
    expect(CONTACT_FIELDS).toEqual(["name", "email", "phone", "subject", "message"]);
  });
});
