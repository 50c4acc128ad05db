import { notFoundCopy, notFoundPage } from "~/content/error-pages";
import { PageHeader } from "../ui/page-header";
import { ButtonLink } from "../ui/button-link";

export function NotFoundScreen() {
  const page = notFoundPage;
  return (
    <>
      <PageHeader heading={page.heading} breadcrumb={page.breadcrumb} />
      <section className="container-site flex flex-col items-center py-20 text-center">
        <img
          src="/images/404.svg"
          alt=""
          width={480}
          height={300}
          className="h-auto w-full max-w-md"
        />
        <p className="mt-8 max-w-md text-lg text-ink-600">{notFoundCopy.message}</p>
        <ButtonLink to="/" className="mt-8">
          {notFoundCopy.action}
        </ButtonLink>
      </section>
    </>
  );
}
