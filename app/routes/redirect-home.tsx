import { redirect } from "react-router";

// /home is linked by the navigation of the original design; the home page lives at /.
export function loader({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  return redirect(pathname.startsWith("/home-two") ? "/home-two" : "/", 301);
}
