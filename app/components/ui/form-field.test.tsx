// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { FormField, type FieldControl, type FieldState } from "./form-field";

afterEach(cleanup);

/** A field's state as a form keeps it: the value, and a message once there is one. */
function Harness({
  control,
  required,
  look,
  rule = (value) => (value.includes("@") ? undefined : "Please enter a valid email address."),
}: {
  control?: FieldControl;
  required?: boolean;
  look?: "stacked" | "bar";
  rule?: (value: string) => string | undefined;
}) {
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const field: FieldState = {
    id: "enquiry-email",
    name: "email",
    value,
    ref: null,
    onChange: (event) => setValue(event.target.value),
    onBlur: () => setTouched(true),
    error: touched ? rule(value) : undefined,
  };
  return (
    <FormField
      field={field}
      copy={{ label: "Your Email", placeholder: "jane@company.com" }}
      control={control}
      required={required}
      look={look}
      action={look === "bar" ? <button type="submit">Subscribe</button> : undefined}
    />
  );
}

const typeAndLeave = (control: HTMLElement, value: string) => {
  fireEvent.change(control, { target: { value } });
  fireEvent.blur(control);
};

describe("FormField", () => {
  it("names its control with its label", () => {
    render(<Harness control={{ type: "email" }} />);
    const control = screen.getByLabelText("Your Email");
    expect(control.tagName).toBe("INPUT");
    expect(control).toHaveProperty("type", "email");
    expect(control.getAttribute("name")).toBe("email");
    expect(control.getAttribute("placeholder")).toBe("jane@company.com");
  });

  it("is neither invalid nor described while there is no message", () => {
    render(<Harness />);
    const control = screen.getByLabelText("Your Email");
    expect(control.hasAttribute("aria-invalid")).toBe(false);
    expect(control.hasAttribute("aria-describedby")).toBe(false);
    expect(document.getElementById("enquiry-email-error")).toBeNull();
  });

  it("marks the control invalid and wires the message to it with aria-describedby", () => {
    render(<Harness />);
    const control = screen.getByLabelText("Your Email");
    typeAndLeave(control, "jane");
    expect(control.getAttribute("aria-invalid")).toBe("true");
    const messageId = control.getAttribute("aria-describedby");
    expect(messageId).toBeTruthy();
    expect(document.getElementById(messageId!)?.textContent).toBe(
      "Please enter a valid email address.",
    );
  });

  it("drops the message and the wiring once the value is right", () => {
    render(<Harness />);
    const control = screen.getByLabelText("Your Email");
    typeAndLeave(control, "jane");
    fireEvent.change(control, { target: { value: "jane@company.com" } });
    expect(control.hasAttribute("aria-invalid")).toBe(false);
    expect(control.hasAttribute("aria-describedby")).toBe(false);
    expect(screen.queryByText("Please enter a valid email address.")).toBeNull();
  });

  it("makes the control required only when asked", () => {
    const { unmount } = render(<Harness required />);
    expect(screen.getByLabelText("Your Email")).toHaveProperty("required", true);
    unmount();
    render(<Harness />);
    expect(screen.getByLabelText("Your Email")).toHaveProperty("required", false);
  });

  it("renders a text area with five rows unless told otherwise", () => {
    render(<Harness control={{ as: "textarea" }} />);
    const control = screen.getByLabelText("Your Email");
    expect(control.tagName).toBe("TEXTAREA");
    expect(control.getAttribute("rows")).toBe("5");
  });

  it("offers a select's choices after a placeholder that cannot be chosen", () => {
    render(
      <Harness
        control={{
          as: "select",
          options: [
            { value: "Support", label: "Support" },
            { value: "Sales", label: "Sales" },
          ],
        }}
        rule={(value) => (value ? undefined : "Please choose a subject.")}
      />,
    );
    const control = screen.getByLabelText<HTMLSelectElement>("Your Email");
    const options = [...control.options];
    expect(options.map((o) => o.textContent)).toEqual(["jane@company.com", "Support", "Sales"]);
    expect(options[0]!.disabled).toBe(true);
    typeAndLeave(control, "");
    expect(control.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(control.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Please choose a subject.",
    );
  });

  it("in the bar look, keeps the label for screen readers and the action beside the control", () => {
    render(<Harness look="bar" control={{ type: "email" }} required />);
    const control = screen.getByLabelText("Your Email");
    expect(document.querySelector(`label[for="${control.id}"]`)?.className).toContain("sr-only");
    const action = screen.getByRole("button", { name: "Subscribe" });
    expect(action.parentElement).toBe(control.parentElement);
    typeAndLeave(control, "jane");
    expect(document.getElementById(control.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Please enter a valid email address.",
    );
  });
});
