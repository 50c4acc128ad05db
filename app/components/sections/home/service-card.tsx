import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Service } from "~/content/services";
import { Icon } from "../../ui/icon";

/** A service in the home slider: icon, title, description, link to its page. */
export function ServiceCard({ service, readMore }: { service: Service; readMore: string }) {
  return (
    <article className="group relative flex h-full flex-col rounded-[var(--radius-card)] border border-ink-100 bg-white p-8 shadow-[var(--shadow-card)] transition-[box-shadow,border-color] hover:border-brand-300 hover:shadow-[var(--shadow-card-hover)]">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-400 text-white">
        <Icon name={service.icon} className="size-7" />
      </span>
      <h3 className="mt-6 text-xl font-bold text-ink-900">{service.title}</h3>
      <p className="mt-3 flex-1 leading-relaxed text-ink-600">{service.description}</p>
      <Link
        to={`/service/${service.id}`}
        className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 after:absolute after:inset-0 hover:text-brand-600"
      >
        {readMore}
        <span className="sr-only">: {service.title}</span>
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-1"
        />
      </Link>
    </article>
  );
}
