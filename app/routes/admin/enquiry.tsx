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
import { adminStyles } from "~/components/admin/styles";
import { consoleCopy } from "~/content/admin/console";
import { enquiryCopy as copy, inboxCopy } from "~/content/admin/enquiries";
import { isEnquiryStatus } from "~/lib/admin/statuses";
import { answer, readFields, seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/enquiry";

const ArrowLeft = lucideIcon(arrowLeftShape);

const NOTE_MAX = 4000;

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.enquiry.name ?? inboxCopy.title} · ${consoleCopy.productName}` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const enquiry = await context.admin.enquiries.detail(params.id);
  if (!enquiry) throw new Response(null, { status: 404 });
  return { enquiry };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const fields = await readFields(request, context, "editor");
  const here = `/admin/enquiries/${encodeURIComponent(params.id)}`;
  if (fields.intent === "status") {
    if (!isEnquiryStatus(fields.status)) {
      return answer(context, { error: { field: "status" as const, message: copy.badStatus } }, 400);
    }
    if (!(await context.admin.enquiries.setStatus(params.id, fields.status))) {
      throw new Response(null, { status: 404 });
    }
    return seeOther(context, `${here}?saved=status`);
  }
  if (fields.intent === "note") {
    const note = (fields.note ?? "").trim();
    if (!note)
      return answer(context, { error: { field: "note" as const, message: copy.noteMissing } }, 400);
    if (note.length > NOTE_MAX) {
      return answer(
        context,
        { error: { field: "note" as const, message: copy.noteTooLong(NOTE_MAX) } },
        400,
      );
    }
    if (!(await context.admin.enquiries.addNote(params.id, note)))
      throw new Response(null, { status: 404 });
    return seeOther(context, `${here}?saved=note`);
  }
  throw new Response("Unknown action.", { status: 400 });
}

export default function Enquiry({ actionData }: Route.ComponentProps) {
  const { enquiry } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
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
          <EnquiryActions
            status={enquiry.status}
            error={actionData?.error}
            saved={actionData ? null : search.get("saved")}
          />
          <NotificationStatus notification={enquiry.notification} />
        </div>
      </div>
    </>
  );
}
