import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Link } from "react-router";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { enquiryCopy } from "./enquiries-words";
import { adminStyles } from "~/components/admin/styles";

const Trash = lucideIcon(lucide.Trash2);
const copy = enquiryCopy.remove;

/** An owner's way to delete an enquiry (a privacy request): a link to the confirmation step. */
export function DeleteEnquiryLink({ href }: { href: string }) {
  return (
    <section aria-labelledby="delete-enquiry-heading" className={`${adminStyles.card} grid gap-3`}>
      <h2 id="delete-enquiry-heading" className="text-lg font-bold text-ink-900">
        {copy.heading}
      </h2>
      <p className="text-sm text-ink-700">{copy.text}</p>
      <Link to={href} className={adminStyles.dangerButton}>
        <Trash aria-hidden="true" className="size-4" />
        {copy.link}
      </Link>
    </section>
  );
}

/** The deletion's confirmation step: a POST form, or back to the enquiry. */
export function ConfirmDeleteEnquiry({ name, cancelHref }: { name: string; cancelHref: string }) {
  return (
    <ConfirmStep
      id="confirm-delete-heading"
      subject={name}
      words={{
        heading: copy.confirmHeading,
        text: copy.confirmText(name),
        button: copy.button,
        cancel: copy.cancel,
      }}
      cancelHref={cancelHref}
    >
      <input type="hidden" name="intent" value="delete" />
    </ConfirmStep>
  );
}
