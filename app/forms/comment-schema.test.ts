import { describe, expect, it } from "vitest";
import { commentMessages, commentSchema } from "./comment-schema.ts";
import { contactMessages, fieldErrors } from "./contact-schema.ts";
import { newsletterSchema } from "./newsletter-schema.ts";

describe("comment schema", () => {
  const comment = { name: "Zoë", email: "zoe@example.com", message: "Great post!" };

  it("accepts a comment without a number, an option, a post or its page", () => {
    expect(commentSchema.parse(comment)).toEqual({ ...comment, sourcePage: null });
  });

  it("keeps the page it was sent from, whose language is stored with it", () => {
    expect(commentSchema.parse({ ...comment, sourcePage: "/de/blog/a-post" }).sourcePage).toBe(
      "/de/blog/a-post",
    );
    expect(commentSchema.parse({ ...comment, sourcePage: "javascript:x" }).sourcePage).toBeNull();
  });

  it("treats empty optional fields as not given", () => {
    expect(commentSchema.parse({ ...comment, phone: "", option: " ", postSlug: "" })).toEqual({
      ...comment,
      sourcePage: null,
    });
  });

  it("checks the number, the option and the post when they are given", () => {
    const result = commentSchema.safeParse({
      ...comment,
      phone: "12",
      option: "a\nb",
      postSlug: "../etc/passwd",
    });
    expect(fieldErrors(result.error!)).toEqual({
      phone: contactMessages.phoneInvalid,
      option: commentMessages.optionInvalid,
      postSlug: commentMessages.postInvalid,
    });
  });

  it("applies the contact form's rules to the name, e-mail and message", () => {
    const result = commentSchema.safeParse({ name: "B0b", email: "bob@", message: "" });
    expect(fieldErrors(result.error!)).toEqual({
      name: contactMessages.nameLetters,
      email: contactMessages.emailInvalid,
      message: contactMessages.messageRequired,
    });
  });
});

describe("newsletter schema", () => {
  it("stores addresses trimmed and lower-case, so one person subscribes once", () => {
    expect(newsletterSchema.parse({ email: "  Zoe@Example.COM " })).toEqual({
      email: "zoe@example.com",
      sourcePage: null,
    });
  });

  it("refuses an invalid address with the contact form's message", () => {
    const result = newsletterSchema.safeParse({ email: "zoe@" });
    expect(fieldErrors(result.error!)).toEqual({ email: contactMessages.emailInvalid });
  });
});
