import { Trash2 as trashShape } from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { enquiryCopy } from "~/content/admin/enquiries";
import { adminStyles } from "~/components/admin/styles";

const Trash = lucideIcon(trashShape);
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
  // The question appears above the enquiry: focus lands there, not on the link left behind.
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="confirm-delete-heading"
      className={`${adminStyles.card} grid gap-3 ring-rose-200 focus:outline-none focus-visible:ring-3 focus-visible:ring-accent-400`}
    >
      <h2 id="confirm-delete-heading" className="text-lg font-bold text-ink-900">
        {copy.confirmHeading}
      </h2>
      <p className="break-words text-ink-700">{copy.confirmText(name)}</p>
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
        <button type="submit" className={adminStyles.dangerButton}>
          {copy.button}
        </button>
        <Link to={cancelHref} className={adminStyles.secondaryButton}>
          {copy.cancel}
        </Link>
      </Form>
    </section>
  );
}
