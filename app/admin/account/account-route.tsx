import { Form, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { FormMessage } from "~/components/admin/form-message";
import { PageHeading } from "~/components/admin/page-heading";
import { adminStyles } from "~/components/admin/styles";
import { NewPasswordFields, TextField } from "~/components/admin/text-field";
import { BackupCodes, PasswordConfirmForm, TwoFactorScan } from "./two-factor-panels";
import { accountCopy as copy, passwordRules } from "./account-words";
import { accountForms } from "./account-forms";
import { parseIntentForm } from "~/forms/parse-form.server";
import { consoleCopy } from "~/content/admin/console";
import type { TwoFactorSetup } from "~/lib/admin/accounts";
import { answer, formAnswer, seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/account-route";
import { MessageForm } from "~/components/admin/message-form";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

export async function loader({ context }: Route.LoaderArgs) {
  return context.admin.account.get();
}

type Answer = {
  intent: string;
  message?: string;
  setup?: TwoFactorSetup;
  backupCodes?: string[];
};

const reply = (context: Route.ActionArgs["context"], value: Answer, status = 200) =>
  answer(context, value, status);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseIntentForm(request, context, accountForms, { role: "editor" });
  const { intent } = form;
  // A new password too short or typed differently twice: said before anything is checked.
  if (!form.ok) {
    return reply(context, { intent, message: formAnswer(form.errors).message ?? undefined }, 400);
  }
  const account = context.admin.account;
  switch (form.intent) {
    case "password": {
      const result = await account.changePassword(form.data.current, form.data.next);
      if (!result.ok) return reply(context, { intent, message: result.message }, result.status);
      return seeOther(context, "/admin/account?done=password");
    }
    case "everywhere":
      await account.signOutEverywhere();
      return seeOther(context, "/admin/login?done=everywhere");
    case "two-factor-start": {
      const result = await account.startTwoFactor(form.data.password);
      if (!result.ok) return reply(context, { intent, message: result.message }, result.status);
      return reply(context, { intent, setup: result.setup });
    }
    case "two-factor-confirm": {
      const result = await account.confirmTwoFactor(form.data.code);
      if (result.ok) return reply(context, { intent, backupCodes: result.backupCodes });
      // Show the same secret again for another try.
      const setup = (await account.twoFactorSetup(form.data.uri)) ?? undefined;
      return reply(context, { intent, message: result.message, setup }, result.status);
    }
    case "two-factor-disable": {
      const result = await account.disableTwoFactor(form.data.password);
      if (!result.ok) return reply(context, { intent, message: result.message }, result.status);
      return seeOther(context, "/admin/account?done=two-factor-off");
    }
  }
}

const notices: Record<string, string> = {
  password: copy.password.done,
  "two-factor-off": copy.twoFactor.disabled,
};

export default function Account({ actionData }: Route.ComponentProps) {
  const { user, twoFactorEnabled } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const notice = notices[search.get("done") ?? ""];
  const failed = (intent: string) =>
    actionData?.intent === intent ? actionData.message : undefined;
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      <p className="-mt-3 text-sm text-ink-600">
        {user.email} · {consoleCopy.roles[user.role]}
      </p>
      {!actionData && <FormMessage message={notice} tone="success" />}

      <AccountSection
        id="two-factor"
        heading={copy.twoFactor.heading}
        intro={twoFactorEnabled ? copy.twoFactor.on : copy.twoFactor.off}
      >
        {actionData?.backupCodes ? (
          <BackupCodes codes={actionData.backupCodes} />
        ) : actionData?.setup ? (
          <TwoFactorScan
            setup={actionData.setup}
            message={failed("two-factor-confirm")}
            busy={busy("two-factor-confirm")}
          />
        ) : twoFactorEnabled ? (
          <PasswordConfirmForm
            intent="two-factor-disable"
            id="two-factor-disable-password"
            intro={copy.twoFactor.disableIntro}
            submit={copy.twoFactor.disable}
            danger
            message={failed("two-factor-disable")}
            busy={busy("two-factor-disable")}
          />
        ) : (
          <PasswordConfirmForm
            intent="two-factor-start"
            id="two-factor-start-password"
            intro={copy.twoFactor.enableIntro}
            submit={copy.twoFactor.start}
            message={failed("two-factor-start")}
            busy={busy("two-factor-start")}
          />
        )}
      </AccountSection>

      <AccountSection id="password" heading={copy.password.heading} intro={copy.password.intro}>
        <MessageForm
          id="password"
          message={failed("password")}
          className="grid max-w-sm gap-4"
          intent="password"
        >
          <TextField
            id="password-current"
            label={copy.password.current}
            name="current"
            type="password"
            autoComplete="current-password"
            required
          />
          <NewPasswordFields
            id="password-next"
            name="next"
            label={copy.password.next}
            confirmLabel={copy.password.confirm}
            rules={passwordRules}
          />
          <button type="submit" disabled={busy("password")} className={adminStyles.primaryButton}>
            {copy.password.submit}
          </button>
        </MessageForm>
      </AccountSection>

      <AccountSection
        id="everywhere"
        heading={copy.everywhere.heading}
        intro={copy.everywhere.intro}
      >
        <Form method="post">
          <input type="hidden" name="intent" value="everywhere" />
          <button type="submit" disabled={busy("everywhere")} className={adminStyles.dangerButton}>
            {copy.everywhere.submit}
          </button>
        </Form>
      </AccountSection>
    </>
  );
}

/** One card of the page: its heading, a line under it, and its form. */
function AccountSection({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`${adminStyles.card} grid gap-4`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ink-900">
        {heading}
      </h2>
      <p className="text-ink-600">{intro}</p>
      {children}
    </section>
  );
}
