import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FormEvent,
} from "react";
import { useLocation } from "react-router";
import type { FieldState } from "~/components/ui/form-field";
import { notify } from "~/lib/notify";
import {
  CAPTCHA_FIELD,
  HONEYPOT_FIELD,
  REPLY_WORDS,
  STAMP_FIELD,
  type FormKind,
} from "./form-protocol";
import { formStamp } from "./form-stamp";
import { usePageFormResult } from "./use-page-form-result";
import type { FormValidation, FormValidator } from "./form-validators";
import type * as ValidatorsModule from "./form-validators";
import { useInterfaceWords } from "~/lib/interface-words";
import { recaptchaToken, loadRecaptcha } from "./recaptcha";
import type { SendOutcome } from "./submit-form";

type Errors<F extends string> = Partial<Record<F, string>>;

type Words = ReturnType<typeof useInterfaceWords>;

// The rules (zod, phone metadata) load once, when a visitor first starts on
// any form, or at the latest on submit: no page needs them to render. Their
// messages, and the server's, are read in the page's words.
let validators: Promise<typeof ValidatorsModule> | null = null;
function loadValidator(kind: FormKind, words: Words): Promise<FormValidator> {
  validators ??= import("./form-validators").catch((error: unknown) => {
    validators = null; // let a later attempt try again
    throw error;
  });
  return validators.then(({ formValidators, messageIn }) => (values) => {
    const checked = (formValidators[kind] as FormValidator)(values);
    if (checked.success) return checked;
    const errors = Object.entries(checked.errors).map(([field, message]) => [
      field,
      message && messageIn(words, message),
    ]);
    return { success: false, errors: Object.fromEntries(errors) };
  });
}

/** A message of the server's, in the page's words (the rules are loaded by the time one comes). */
async function serverMessageIn(words: Words, message: string): Promise<string> {
  const module = await validators?.catch(() => null);
  return module ? module.messageIn(words, message) : message;
}

const NOT_YET_CHECKED: FormValidation = { success: true };

export interface ValidatedFormOptions<F extends string> {
  /** Which form this is, as the page's form action knows it. */
  kind: FormKind;
  fields: readonly F[];
  initialValues: Record<F, string>;
  /** Which rules apply (app/forms/form-validators.ts). */
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

/** What every form sends besides its fields (app/forms/form-protocol.ts). */
export interface SubmitExtras {
  /** The honeypot: empty unless a bot filled it. */
  [HONEYPOT_FIELD]: string;
  /** The server's stamp of when the page was served (the minimum fill time). */
  [STAMP_FIELD]: string;
  [CAPTCHA_FIELD]?: string;
}

/**
 * The behaviour every form of the site shares (spec §4, §5, §8): validation on
 * change and blur, a field's message shown once it has been used (all of them
 * on submit) and gone when it is valid; focus to the first invalid field; one
 * submission at a time; notices for the outcome; the visitor's text kept on
 * any failure; an Idempotency-Key reused while the same values are retried.
 *
 * The form is an HTML form first (docs/decisions/017-html-forms-first.md): it
 * posts to the page's action when its code has not run, and the page comes
 * back with the outcome, which this hook then shows and keeps (`result`).
 */
export function useValidatedForm<F extends string>(options: ValidatedFormOptions<F>) {
  const { fields, validator, send, recaptchaSiteKey } = options;
  const { pathname } = useLocation();
  const words = useInterfaceWords();
  // What the page's action answered to a post of this form, if it did.
  const posted = usePageFormResult(options.kind);
  const [result, setResult] = useState<{ sent: boolean; message: string } | null>(
    posted ? { sent: posted.sent, message: posted.message } : null,
  );
  const [validate, setValidate] = useState<FormValidator | null>(null);
  const [values, setValues] = useState(() =>
    posted?.values ? pick(fields, posted.values, options.initialValues) : options.initialValues,
  );
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>(() =>
    posted?.errors ? allTouched(fields) : {},
  );
  const [serverErrors, setServerErrors] = useState<Errors<F>>(
    () => (posted?.errors ?? {}) as Errors<F>,
  );
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const controls = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const idempotency = useRef<{ key: string; values: string } | null>(null);
  // Several forms can share a page: ids are scoped to this one.
  const formId = useId().replace(/:/g, "");
  const idFor = (field: F) => `${formId}-${field}`;

  const ensureValidator = useCallback(async () => {
    const loaded = await loadValidator(validator, words);
    setValidate(() => loaded);
    return loaded;
  }, [validator, words]);

  const checked = validate ? validate(values) : NOT_YET_CHECKED;
  const errors = (checked.success ? {} : checked.errors) as Errors<F>;
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
  // paints before its scripts run) becomes the form's state.
  const adoptTyped = useEffectEvent((form: HTMLFormElement) => {
    for (const field of fields) {
      const control = form.elements.namedItem(field);
      const typed = control && "value" in control ? control.value : "";
      if (typed && typed !== values[field]) setValue(field, typed);
    }
  });
  // Once, on mount: later renders own the fields.
  useEffect(() => {
    const form = formElement.current;
    if (!form) return;
    form.dataset.live = "";
    adoptTyped(form);
  }, []);

  // What a field's component needs (app/components/ui/form-field.tsx), which
  // also ties the message to the control for assistive technology.
  const fieldProps = (field: F): FieldState => ({
    id: idFor(field),
    name: field,
    value: values[field],
    ref: (element: HTMLElement | null) => {
      controls.current[field] = element;
    },
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
    onBlur: () =>
      setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    error: visibleError(field),
  });

  // The rules and the captcha script load when the visitor first starts on a form.
  const onFirstUse = () => {
    if (!validate) ensureValidator().catch(() => {});
    if (recaptchaSiteKey) loadRecaptcha(recaptchaSiteKey).catch(() => {});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setTouched(allTouched(fields));
    let checked: FormValidation;
    try {
      checked = (validate ?? (await ensureValidator()))(values);
    } catch (error) {
      inFlight.current = false;
      console.error("Form rules failed to load:", error);
      void notify("error", words.failed ?? "");
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
        [STAMP_FIELD]: formStamp(),
      };
      if (recaptchaSiteKey) extras[CAPTCHA_FIELD] = await recaptchaToken(recaptchaSiteKey);
      const outcome = await send(values, extras, idempotency.current.key);
      setResult(null);
      if (outcome.kind === "sent") {
        idempotency.current = null;
        setValues(options.initialValues);
        setTouched({});
        setServerErrors({});
        void notify("success", words[REPLY_WORDS[options.kind]] || outcome.message);
      } else if (outcome.kind === "refused") {
        const refused = await Promise.all(
          Object.entries(outcome.errors ?? {}).map(
            async ([field, message]) => [field, await serverMessageIn(words, message)] as const,
          ),
        );
        setServerErrors(Object.fromEntries(refused) as Errors<F>);
        void notify("error", await serverMessageIn(words, outcome.message));
      } else {
        throw new Error(outcome.reason);
      }
    } catch (error) {
      console.error("Form submission failed:", error);
      void notify("error", words.failed ?? "");
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  /** The `ref` of the form element. */
  const bindForm = useCallback((form: HTMLFormElement | null) => {
    formElement.current = form;
  }, []);

  /** The form element's own attributes: a real POST to the page, taken over by script. */
  const formProps = {
    ref: bindForm,
    method: "post",
    action: pathname,
    noValidate: true,
    onSubmit,
    onFocusCapture: onFirstUse,
    "aria-busy": sending,
  } as const;

  return {
    kind: options.kind,
    values,
    setValue,
    fieldProps,
    idFor,
    formProps,
    sending,
    honeypot,
    /** The page action's answer to a post made without script, until the next send. */
    result,
  };
}

function allTouched<F extends string>(fields: readonly F[]): Record<F, boolean> {
  return Object.fromEntries(fields.map((f) => [f, true])) as Record<F, boolean>;
}

/** The form's own fields out of what the page's action echoed back. */
function pick<F extends string>(
  fields: readonly F[],
  echoed: Record<string, string>,
  initial: Record<F, string>,
): Record<F, string> {
  return Object.fromEntries(fields.map((f) => [f, echoed[f] ?? initial[f]])) as Record<F, string>;
}
