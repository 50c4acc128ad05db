import { useLoaderData, useSearchParams } from "react-router";
import { EnquiryActions } from "./enquiry-actions";
import { EnquiryReply } from "./enquiry-reply";
import { ConfirmDeleteEnquiry, DeleteEnquiryLink } from "./enquiry-delete";
import { EnquiryFields, EnquiryHistory, NotificationStatus } from "./enquiry-detail";
import { BackLink, PageHeading } from "~/components/admin/page-heading";
import { EnquirySpamPanel } from "~/components/admin/spam-reasons";
import { adminStyles } from "~/components/admin/styles";
import { consoleCopy } from "~/content/admin/console";
import { enquiryCopy as copy, inboxCopy } from "./enquiries-words";
import { spamCopy } from "~/content/admin/spam";
import { enquiryForms } from "./enquiries-forms";
import { parseIntentForm } from "~/forms/parse-form.server";
import { fillTemplate } from "./reply-template";
import { answer, formAnswer, seeOther } from "~/lib/admin/responses.server";
import { hasRole } from "~/lib/admin/roles";
import type { Route } from "./+types/enquiry-route";

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.enquiry.name ?? inboxCopy.title} · ${consoleCopy.productName}` },
];

// ?delete=1 shows the deletion's confirmation step (owners alone: 403 for editors).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const confirmDelete = url.searchParams.get("delete") === "1";
  const me = await context.admin.require(confirmDelete ? "owner" : "editor");
  const { enquiries } = context.admin;
  const [enquiry, templates, languages] = await Promise.all([
    enquiries.detail(params.id),
    enquiries.replyTemplates(),
    context.admin.languages.choices(),
  ]);
  if (!enquiry) throw new Response(null, { status: 404 });
  // A template chosen by its link: its text, filled in, starts the reply.
  const chosen = templates.find((t) => t.id === url.searchParams.get("template"));
  const { siteName } = await context.content.settings();
  const replyText = chosen ? fillTemplate(chosen.body, { name: enquiry.name, site: siteName }) : "";
  // The page's language by its own name (its code, once the language is deleted).
  const code = enquiry.source.language;
  const language = code
    ? { code, name: languages.find((l) => l.code === code)?.name ?? code }
    : null;
  return {
    enquiry,
    language,
    templates,
    replyText,
    canDelete: hasRole(me, "owner"),
    confirmDelete,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await parseIntentForm(request, context, enquiryForms, { role: "editor" });
  if (!form.ok && form.intent !== "reply") return answer(context, formAnswer(form.errors), 400);
  const here = `/admin/enquiries/${encodeURIComponent(params.id)}`;
  const { enquiries } = context.admin;
  if (form.intent === "delete") {
    if (!(await enquiries.remove(params.id))) throw new Response(null, { status: 404 });
    return seeOther(context, "/admin/enquiries?deleted=1");
  }
  if (form.intent === "reply" && !form.ok) {
    return answer(context, formAnswer(form.errors, { reply: form.values.reply ?? "" }), 400);
  }
  if (form.intent === "not-spam") {
    const outcome = await enquiries.notSpam(params.id);
    if (!outcome) throw new Response(null, { status: 404 });
    return seeOther(context, `${here}?saved=${outcome.moved ? "not-spam" : "not-spam-already"}`);
  }
  const done =
    form.intent === "status"
      ? await enquiries.setStatus(params.id, form.data.status)
      : form.intent === "reply"
        ? await enquiries.reply(params.id, form.data.reply)
        : await enquiries.addNote(params.id, form.data.note);
  if (!done) throw new Response(null, { status: 404 });
  return seeOther(context, `${here}?saved=${form.intent}`);
}

/** The sentence after 'Not spam': moved (with its e-mail, when e-mails are on), or already moved. */
function notSpamMessage(saved: string | null, notified: boolean): string | null {
  if (saved === "not-spam") return notified ? spamCopy.notSpamSaved : spamCopy.notSpamSavedNoMail;
  if (saved === "not-spam-already") return spamCopy.alreadyMoved;
  return null;
}

export default function Enquiry({ actionData }: Route.ComponentProps) {
  const { enquiry, language, templates, replyText, canDelete, confirmDelete } =
    useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const saved = actionData ? null : search.get("saved");
  const here = `/admin/enquiries/${encodeURIComponent(enquiry.id)}`;
  const movedOutOfSpam = notSpamMessage(saved, enquiry.notification !== null);
  return (
    <>
      <BackLink to="/admin/enquiries" label={copy.back} />
      <PageHeading title={enquiry.subject} description={`${enquiry.name} · ${enquiry.email}`} />
      {confirmDelete && <ConfirmDeleteEnquiry name={enquiry.name} cancelHref={here} />}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid gap-6">
          <EnquiryFields enquiry={enquiry} language={language} />
          <EnquiryReply
            name={enquiry.name}
            email={enquiry.email}
            templates={templates}
            text={actionData?.values.reply ?? replyText}
            error={actionData?.errors.reply}
            sent={saved === "reply"}
          />
          <EnquiryHistory events={enquiry.events} />
        </div>
        <div className="grid gap-6">
          {movedOutOfSpam && (
            <p role="status" className={adminStyles.success}>
              {movedOutOfSpam}
            </p>
          )}
          {enquiry.status === "spam" && <EnquirySpamPanel spam={enquiry.spam} />}
          <EnquiryActions
            status={enquiry.status}
            errors={actionData?.errors}
            saved={movedOutOfSpam || saved === "reply" ? null : saved}
          />
          <NotificationStatus
            notification={enquiry.notification}
            held={enquiry.status === "spam"}
          />
          {canDelete && !confirmDelete && <DeleteEnquiryLink href={`${here}?delete=1`} />}
        </div>
      </div>
    </>
  );
}
