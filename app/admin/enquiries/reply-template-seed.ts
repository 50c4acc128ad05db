/**
 * The answers a new database starts with (migration 021): the agency changes,
 * adds and deletes them at /admin/enquiries/templates. `{name}` becomes the
 * visitor's name and `{site}` the site's name when one is used.
 */
export const replyTemplatesSeed = [
  {
    id: "thanks-call",
    title: "Thanks, we will call you",
    body: "Hello {name},\n\nThank you for getting in touch with {site}. We have read your message and would like to talk it through: could you tell us a time in the next few days when we can call you?\n\nBest regards,",
  },
  {
    id: "send-brief",
    title: "Ask for a brief",
    body: "Hello {name},\n\nThank you for your enquiry. To give you an estimate, could you send us a short brief: what you would like to build, who it is for, any deadline, and a budget range?\n\nBest regards,",
  },
  {
    id: "not-a-fit",
    title: "Not something we do",
    body: "Hello {name},\n\nThank you for thinking of {site}. This is not a kind of work we take on, so we would rather say so now than keep you waiting. We wish you the best with the project.\n\nBest regards,",
  },
] as const;
