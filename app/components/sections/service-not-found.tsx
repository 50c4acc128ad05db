import { serviceNotFoundCopy } from "~/content/services";
import { PageHeader } from "../layout/page-header";
import { ButtonLink } from "../ui/button-link";

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
      <section className="container-site py-20 text-center">
        <p role="alert" className="text-lg text-ink-700">
          {serviceNotFoundCopy.message}
        </p>
        <ButtonLink to="/services" className="mt-8">
          {serviceNotFoundCopy.action}
        </ButtonLink>
      </section>
    </>
  );
}
