/** The user list's words (/admin/users, owners only). */
export const usersCopy = {
  title: "Users",
  description:
    "Who can sign in to the console. Invite people here; npm run users adds accounts from the server (docs/console.md).",
  you: "you",
  active: "Active",
  disabled: "Disabled",
  disable: "Disable",
  enable: "Enable",
  actionLabel: (action: string, email: string) => `${action} ${email}`,
  done: { disable: "User disabled: their sessions have ended.", enable: "User enabled." } as Record<
    string,
    string
  >,
  refused: "That change was not made (you cannot disable yourself).",
  added: "Added",
};

/** The invitation form of the users page (owners only). */
export const inviteCopy = {
  heading: "Invite someone",
  intro:
    "They get an e-mail with a link to choose their password. The link works once and for 72 hours.",
  email: "Email",
  role: "Role",
  submit: "Send invitation",
  sent: (email: string) => `Invitation sent to ${email}.`,
  badRole: "Choose owner or editor.",
  badEmail: "Enter the e-mail address of the person to invite.",
  roles: [
    { value: "editor", label: "Editor" },
    { value: "owner", label: "Owner" },
  ],
  roleHint: "Editors handle enquiries and comments; owners can also manage users.",
  invited: "Invited",
} as const;
