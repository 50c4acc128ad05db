import type { CommentDecision, CommentStatus } from "~/lib/admin/statuses";

/** The comment queue's words (/admin/comments). */
export const commentStatuses: { value: CommentStatus; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "spam", label: "Spam" },
];

export const commentsCopy = {
  title: "Comments",
  description:
    "Blog comments wait here until someone approves them; only approved ones are shown on the site.",
  filterLabel: "Status",
  all: "All",
  empty: "No comments here.",
  emptyPending: "Nothing waiting for review.",
  on: "on",
  noPost: "no post",
  unverified: "Captcha not verified",
  unverifiedHint: "Sent without a captcha check: look twice before approving.",
  decisions: {
    approve: "Approve",
    reject: "Reject",
    spam: "Spam",
    delete: "Delete",
    "not-spam": "Not spam",
  } satisfies Record<CommentDecision, string>,
  decisionLabel: (decision: string, name: string) => `${decision} the comment by ${name}`,
  done: {
    approve: "Comment approved: it is on the post now.",
    reject: "Comment rejected.",
    spam: "Comment marked as spam.",
    delete: "Comment deleted.",
    "not-spam": "Comment moved to Pending: it waits for review.",
  } satisfies Record<CommentDecision, string>,
  gone: "That comment no longer exists.",
};
