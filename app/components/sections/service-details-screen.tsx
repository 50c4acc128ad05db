import type { Service } from "~/content/services";
import { PageHeader } from "../layout/page-header";
import { PlaceholderSection } from "./placeholder-section";

/** The service details screen, reached by id (/service/3) or by slug (/services/mobile-app). */
export function ServiceDetailsScreen({ service }: { service: Service }) {
  return (
    <>
      <PageHeader
        heading={service.title}
        breadcrumb={[
          { label: "Home", link: "/" },
          { label: "Services", link: "/services" },
          { label: service.title, link: "" },
        ]}
      />
      <PlaceholderSection text={service.description} />
    </>
  );
}
