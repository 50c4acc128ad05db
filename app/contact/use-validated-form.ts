import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { formCopy } from "~/content/forms";
import { notify } from "~/lib/notify";
import { pageShownAt } from "~/lib/page-shown-at";
import { takeParked } from "~/lib/early-submit";
import { CAPTCHA_FIELD, ELAPSED_FIELD, HONEYPOT_FIELD } from "./form-protocol";
import type {
  FormKind,
  FormValidation,
  FormValidator,
  formValidators as FormValidators,
} from "./form-validators";
import { recaptchaToken, loadRecaptcha } from "./recaptcha";
import type { SendOutcome } from "./submit-form";

type Errors<F extends string> = Partial<Record<F, string>>;

// The rules (zod, phone metadata) load once, when a visitor first starts on
// any form, or at the latest on submit: no page needs them to render.
let validators: Promise<{ formValidators: typeof FormValidators }> | null = null;
function loadValidator(kind: FormKind): Promise<FormValidator> {
  validators ??= import("./form-validators").catch((error: unknown) => {
    validators = null; // let a later attempt try again
    throw error;
  });
  return validators.then((module) => module.formValidators[kind] as FormValidator);
}

const NOT_YET_CHECKED: FormValidation = { success: true };

export interface ValidatedFormOptions<F extends string> {
  fields: readonly F[];
  initialValues: Record<F, string>;
  /** Which rules apply (app/contact/form-validators.ts). */
  validator: FormKind;
  /** Sends the values (with the bot-check extras) and reports the outcome. */
  send(
    values: Record<F, string>,
    extras: SubmitExtras,
    idempotencyKey: string,
  ): Promise<SendOutcome>;
  /** reCAPTCHA v3 site key, or null when captcha is off. */
  recaptchaSiteKey: string | null;
}

/** What every form sends besides its fields (app/contact/form-protocol.ts). */
export interface SubmitExtras {
  /** The honeypot: empty unless a bot filled it. */
  [HONEYPOT_FIELD]: string;
  /** Time since the form was shown, measured here (the server's minimum fill time). */
  [ELAPSED_FIELD]: number;
  [CAPTCHA_FIELD]?: string;
}

/**
 * The behaviour every form of the site shares (spec §4, §5, §8): validation on
 * change and blur, a field's message shown once it has been used (all of them
 * on submit) and gone when it is valid; focus to the first invalid field; one
 * submission at a time; notices for the outcome; the visitor's text kept on
 * any failure; an Idempotency-Key reused while the same values are retried.
 */
export function useValidatedForm<F extends string>(options: ValidatedFormOptions<F>) {
  const { fields, validator, send, recaptchaSiteKey } = options;
  const [validate, setValidate] = useState<FormValidator | null>(null);
  const [values, setValues] = useState(options.initialValues);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Errors<F>>({});
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  const [replaySubmit, setReplaySubmit] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const controls = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const idempotency = useRef<{ key: string; values: string } | null>(null);
  // Several forms can share a page: ids are scoped to this one.
  const formId = useId().replace(/:/g, "");
  const idFor = (field: F) => `${formId}-${field}`;

  const ensureValidator = useCallback(async () => {
    const loaded = await loadValidator(validator);
    setValidate(() => loaded);
    return loaded;
  }, [validator]);

  const result = validate ? validate(values) : NOT_YET_CHECKED;
  const errors = (result.success ? {} : result.errors) as Errors<F>;
  const visibleError = (field: F) =>
    touched[field] ? (errors[field] ?? serverErrors[field]) : undefined;

  const setValue = useCallback(
    (field: F, value: string) => {
      // Autofill can change a field without focusing it first.
      if (!validate) ensureValidator().catch(() => {});
      setValues((current) => ({ ...current, [field]: value }));
      setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
      setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
    [validate, ensureValidator],
  );

  // The form is live from here on. What the visitor typed before (the page
  // paints before its scripts run) becomes the form's state, and a submit the
  // page's first script held back (app/lib/early-submit.ts) is sent now.
  useEffect(() => {
    const form = formElement.current;
    if (!form) return;
    form.dataset.live = "";
    for (const field of fields) {
      const control = form.elements.namedItem(field);
      const typed = control && "value" in control ? control.value : "";
      if (typed && typed !== options.initialValues[field]) setValue(field, typed);
    }
    if (takeParked(form)) setReplaySubmit(true);
    // Once, on mount: later renders own the fields.
  }, []);

  useEffect(() => {
    if (!replaySubmit) return;
    setReplaySubmit(false);
    formElement.current?.requestSubmit();
  }, [replaySubmit]);

  const fieldProps = (field: F, describedBy?: string) => {
    const error = visibleError(field);
    const errorId = `${idFor(field)}-error`;
    return {
      name: field,
      value: values[field],
      ref: (element: HTMLElement | null) => {
        controls.current[field] = element;
      },
      onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
      onBlur: () =>
        setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
      "aria-invalid": error ? true : undefined,
      "aria-describedby":
        [error ? errorId : null, describedBy].filter(Boolean).join(" ") || undefined,
      error,
      errorId,
    };
  };

  // The rules and the captcha script load when the visitor first starts on a form.
  const onFirstUse = () => {
    if (!validate) ensureValidator().catch(() => {});
    if (recaptchaSiteKey) loadRecaptcha(recaptchaSiteKey).catch(() => {});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setTouched(Object.fromEntries(fields.map((f) => [f, true])) as Record<F, boolean>);
    let checked: FormValidation;
    try {
      checked = (validate ?? (await ensureValidator()))(values);
    } catch (error) {
      inFlight.current = false;
      console.error("Form rules failed to load:", error);
      void notify("error", formCopy.failed);
      return;
    }
    if (!checked.success) {
      inFlight.current = false;
      const first = fields.find((f) => checked.errors[f]);
      if (first) controls.current[first]?.focus();
      return;
    }

    setSending(true);
    const snapshot = JSON.stringify(values);
    if (idempotency.current?.values !== snapshot) {
      idempotency.current = { key: crypto.randomUUID(), values: snapshot };
    }
    try {
      const extras: SubmitExtras = {
        [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
        [ELAPSED_FIELD]: Math.round(performance.now() - pageShownAt()),
      };
      if (recaptchaSiteKey) extras[CAPTCHA_FIELD] = await recaptchaToken(recaptchaSiteKey);
      const outcome = await send(values, extras, idempotency.current.key);
      if (outcome.kind === "sent") {
        idempotency.current = null;
        setValues(options.initialValues);
        setTouched({});
        setServerErrors({});
        void notify("success", outcome.message);
      } else if (outcome.kind === "refused") {
        setServerErrors((outcome.errors ?? {}) as Errors<F>);
        void notify("error", outcome.message);
      } else {
        throw new Error(outcome.reason);
      }
    } catch (error) {
      console.error("Form submission failed:", error);
      void notify("error", formCopy.failed);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  /** The `ref` of the form element. */
  const bindForm = useCallback((form: HTMLFormElement | null) => {
    formElement.current = form;
  }, []);

  return {
    values,
    setValue,
    fieldProps,
    idFor,
    onSubmit,
    onFirstUse,
    sending,
    honeypot,
    bindForm,
  };
}
