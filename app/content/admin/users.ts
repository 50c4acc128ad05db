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
