import { redirect } from "react-router";

// /service-details names no service; the services listing is the useful answer
// (docs/decisions/005-links-without-routes.md).
export function loader({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  return redirect(pathname.startsWith("/home-two") ? "/home-two/services" : "/services", 301);
}
