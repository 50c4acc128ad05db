import type { FastifyRequest } from "fastify";
import { visitSourceOf } from "../../app/lib/page-bootstrap.ts";

/**
 * Where this request's visit came from, as the enquiry form's hidden field
 * carries it (app/forms/visit-source.ts): this page's path, the referring
 * site's host, the address's `utm_*` values. Written into each response's
 * forms (./document-versions.ts), so a form sent without JavaScript says it;
 * with JavaScript the browser sends the visit's first page instead.
 */
export function requestVisitSource(request: FastifyRequest): string {
  const referer = request.headers.referer ?? "";
  try {
    const source = visitSourceOf(
      `http://${request.host || "localhost"}${request.url}`,
      URL.canParse(referer) ? referer : "",
    );
    // In an attribute: URLSearchParams writes nothing else that HTML would read.
    return source.replaceAll("&", "&amp;");
  } catch {
    return "";
  }
}
