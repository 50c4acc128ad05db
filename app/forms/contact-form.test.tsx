// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { builtPublicConfig } from "../../tests/support/built-config";
import { shippedInterfaceWords } from "../content/interface-languages";
import { interfaceWords } from "../content/interface-words";
import { contactMessages } from "./contact-schema";
import { ContactForm } from "./contact-form";

/**
 * The contact form's field states, rendered in a route stub with the root loader's data
 * it reads (a form's field states need no browser). Sending, the spinner, the
 * notices and the focus a real browser moves stay in tests/e2e/enquiries.spec.ts.
 */

afterEach(cleanup);

const publicConfig = builtPublicConfig;

async function renderContactForm(words = interfaceWords) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ publicConfig, words }),
      HydrateFallback: () => null,
      children: [{ path: "contact", Component: () => <ContactForm variant="get-in-touch" /> }],
    },
  ]);
  render(<Stub initialEntries={["/contact"]} />);
  const form = (await screen.findByRole("form", {
    name: words.getInTouchLabel,
  })) as HTMLFormElement;
  const field = (label: string) => within(form).getByLabelText(label);
  return {
    form,
    name: field(words.nameLabel),
    email: field(words.emailLabel),
    phone: field(words.phoneLabel),
    subject: field(words.subjectLabel) as HTMLSelectElement,
    message: field(words.messageLabel),
    messages: () => [...form.querySelectorAll('[id$="-error"]')].map((m) => m.textContent),
  };
}

describe("the 'Get In Touch' form", () => {
  it("shows nothing before it is used, and marks the browser-required fields", async () => {
    const f = await renderContactForm();
    expect(f.messages()).toEqual([]);
    for (const control of [f.name, f.email, f.phone])
      expect(control).toHaveProperty("required", true);
    expect([...f.subject.querySelectorAll("option[disabled]")].map((o) => o.textContent)).toEqual([
      "Subject",
    ]);
    expect(
      [...f.subject.querySelectorAll("option:not([disabled])")].map((o) => o.textContent),
    ).toEqual(["Support", "Sales", "General", "Development"]);
  });

  it("checks a field as it changes and when it loses focus, tied to the field for screen readers", async () => {
    const f = await renderContactForm();
    fireEvent.change(f.name, { target: { value: "R2D2" } });
    const nameMessage = await screen.findByText(contactMessages.nameLetters);
    expect(f.name.getAttribute("aria-invalid")).toBe("true");
    expect(f.name.getAttribute("aria-describedby")).toBe(nameMessage.id);

    fireEvent.focus(f.email);
    fireEvent.blur(f.email);
    await screen.findByText(contactMessages.emailRequired);

    fireEvent.change(f.name, { target: { value: "Li Lei" } });
    await waitFor(() => expect(screen.queryByText(contactMessages.nameLetters)).toBeNull());
    expect(f.name.getAttribute("aria-invalid")).not.toBe("true");
  });

  it("submitted empty, shows every field's message; all valid, shows none", async () => {
    const f = await renderContactForm();
    fireEvent.submit(f.form);
    await waitFor(() =>
      expect(f.messages()).toEqual([
        contactMessages.nameRequired,
        contactMessages.emailRequired,
        contactMessages.phoneRequired,
        contactMessages.subjectRequired,
        contactMessages.messageRequired,
      ]),
    );
    fireEvent.change(f.name, { target: { value: "Zoë Łukasz" } });
    fireEvent.change(f.email, { target: { value: "zoe@example.com" } });
    fireEvent.change(f.phone, { target: { value: "+44 20 7946 0958" } });
    fireEvent.change(f.subject, { target: { value: "Development" } });
    fireEvent.change(f.message, { target: { value: "We need a booking app for our clinics." } });
    await waitFor(() => expect(f.messages()).toEqual([]));
  });

  it("speaks the page's language: its labels, subjects and every field's message", async () => {
    const de = shippedInterfaceWords.de!;
    const f = await renderContactForm(de);
    expect(
      [...f.subject.querySelectorAll<HTMLOptionElement>("option:not([disabled])")].map((o) => [
        o.value,
        o.textContent,
      ]),
    ).toEqual([
      ["Support", "Support"],
      ["Sales", "Vertrieb"],
      ["General", "Allgemein"],
      ["Development", "Entwicklung"],
    ]);
    fireEvent.submit(f.form);
    await waitFor(() =>
      expect(f.messages()).toEqual([
        de.nameRequired,
        de.emailRequired,
        de.phoneRequired,
        de.subjectRequired,
        de.messageRequired,
      ]),
    );
    fireEvent.change(f.name, { target: { value: "R2D2" } });
    await screen.findByText(de.nameLetters);
  });
});
