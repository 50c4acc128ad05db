import { serviceNotFoundCopy } from "~/content/services";
import { PageHeader } from "../../layout/page-header";
import { ButtonLink } from "../../ui/button-link";

export function ServiceNotFound() {
  return (
    <>
      <PageHeader
        heading={serviceNotFoundCopy.title}
        breadcrumb={[
          { label: "Home", link: "/" },
          { label: "Services", link: "/services" },
          { label: serviceNotFoundCopy.title, link: "" },
        ]}
      />
      <section className="container-site flex flex-col items-center py-20 text-center md:py-28">
        <img
          src="/images/404.svg"
          alt=""
          width={480}
          height={300}
          className="h-auto w-full max-w-sm"
        />
        <p role="alert" className="mt-8 text-lg text-ink-700">
          {serviceNotFoundCopy.message}
        </p>
        <ButtonLink to="/services" className="mt-8">
          {serviceNotFoundCopy.action}
        </ButtonLink>
      </section>
    </>
  );
}
