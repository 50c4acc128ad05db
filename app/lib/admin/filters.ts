import type { EnquiryFilter } from "./enquiries";
import type { SubscriberFilter } from "./subscribers";
import { isEnquiryStatus, isSubscriberStatus } from "./statuses";

/** The inbox's filter from an address's or a form's fields; anything unknown reads as "all". */
export function enquiryFilter(params: URLSearchParams | Record<string, string>): EnquiryFilter {
  const get = (name: string) =>
    params instanceof URLSearchParams ? (params.get(name) ?? "") : (params[name] ?? "");
  const status = get("status");
  const page = Number.parseInt(get("page"), 10);
  return {
    q: get("q").slice(0, 200),
    status: isEnquiryStatus(status) ? status : null,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The subscriber list's filter, read like the inbox's. */
export function subscriberFilter(
  params: URLSearchParams | Record<string, string>,
): SubscriberFilter {
  const { q, page } = enquiryFilter(params);
  const status = params instanceof URLSearchParams ? params.get("status") : (params.status ?? null);
  return { q, page, status: isSubscriberStatus(status) ? status : null };
}
