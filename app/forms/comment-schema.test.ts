import { describe, expect, it } from "vitest";
import { commentMessages, commentSchema } from "./comment-schema.ts";
import { contactMessages, fieldErrors } from "./contact-schema.ts";
import { newsletterSchema } from "./newsletter-schema.ts";

describe("comment schema", () => {
  const comment = { name: "Zoë", email: "zoe@example.com", message: "Great post!" };

  it("accepts a comment without a number, an option or a post", () => {
    expect(commentSchema.parse(comment)).toEqual(comment);
  });

  it("treats empty optional fields as not given", () => {
    expect(commentSchema.parse({ ...comment, phone: "", option: " ", postSlug: "" })).toEqual(
      comment,
    );
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
    });
  });

  it("refuses an invalid address with the contact form's message", () => {
    const result = newsletterSchema.safeParse({ email: "zoe@" });
    expect(fieldErrors(result.error!)).toEqual({ email: contactMessages.emailInvalid });
  });
});
