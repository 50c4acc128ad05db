import { ArrowLeft as arrowLeftShape } from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Link, useLoaderData, useSearchParams } from "react-router";
import { EnquiryActions } from "~/components/admin/enquiry-actions";
import {
  EnquiryFields,
  EnquiryHistory,
  NotificationStatus,
} from "~/components/admin/enquiry-detail";
import { PageHeading } from "~/components/admin/page-heading";
import { EnquirySpamPanel } from "~/components/admin/spam-reasons";
import { adminStyles } from "~/components/admin/styles";
import { consoleCopy } from "~/content/admin/console";
import { enquiryCopy as copy, inboxCopy } from "~/content/admin/enquiries";
import { spamCopy } from "~/content/admin/spam";
import { enquiryForms } from "~/forms/admin/enquiries-forms";
import { parseIntentForm } from "~/forms/parse-form.server";
import { answer, formAnswer, seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/enquiry";

const ArrowLeft = lucideIcon(arrowLeftShape);

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.enquiry.name ?? inboxCopy.title} · ${consoleCopy.productName}` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const enquiry = await context.admin.enquiries.detail(params.id);
  if (!enquiry) throw new Response(null, { status: 404 });
  return { enquiry };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await parseIntentForm(request, context, enquiryForms, { role: "editor" });
  if (!form.ok) return answer(context, formAnswer(form.errors), 400);
  const here = `/admin/enquiries/${encodeURIComponent(params.id)}`;
  const { enquiries } = context.admin;
  if (form.intent === "not-spam") {
    const outcome = await enquiries.notSpam(params.id);
    if (!outcome) throw new Response(null, { status: 404 });
    return seeOther(context, `${here}?saved=${outcome.moved ? "not-spam" : "not-spam-already"}`);
  }
  const done =
    form.intent === "status"
      ? await enquiries.setStatus(params.id, form.data.status)
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
  const { enquiry } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const saved = actionData ? null : search.get("saved");
  const movedOutOfSpam = notSpamMessage(saved, enquiry.notification !== null);
  return (
    <>
      <Link
        to="/admin/enquiries"
        className={`${adminStyles.link} inline-flex items-center gap-2 justify-self-start`}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.back}
      </Link>
      <PageHeading title={enquiry.subject} description={`${enquiry.name} · ${enquiry.email}`} />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid gap-6">
          <EnquiryFields enquiry={enquiry} />
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
            saved={movedOutOfSpam ? null : saved}
          />
          <NotificationStatus
            notification={enquiry.notification}
            held={enquiry.status === "spam"}
          />
        </div>
      </div>
    </>
  );
}
