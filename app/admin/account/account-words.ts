/**
 * The words of the console's account pages: the second sign-in
 * step, forgotten passwords, invitation and reset links, and /admin/account.
 * 'Code' is fixed by architecture.md ("Operator console").
 */

// The same rule as server/admin/accounts/user-accounts.ts (MIN_PASSWORD_LENGTH), which checks it again.
const MIN = 12;

export const passwordRules = {
  minLength: MIN,
  hint: `At least ${MIN} characters. A few unrelated words make a good one.`,
  mismatch: "The two passwords are not the same.",
  tooShort: `The password must be at least ${MIN} characters long.`,
} as const;

export const codeStepCopy = {
  title: "Two-factor code",
  heading: "Enter your code",
  intro:
    "Open your authenticator app and type the 6-digit code it shows for the Genesis console. Lost your phone? Type one of your backup codes instead.",
  code: "Code",
  submit: "Verify",
  submitting: "Checking…",
  missing: "Enter the code from your authenticator app or a backup code.",
  refused: "That code is not right. Check the time on your phone and try again.",
  tooMany: (minutes: number) =>
    `Too many wrong codes. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and sign in again.`,
  startAgain: "Start again",
} as const;

export const forgotCopy = {
  title: "Forgot password",
  heading: "Reset your password",
  intro:
    "Type the e-mail address of your console account. We will send a link to choose a new password.",
  email: "Email",
  submit: "Send the link",
  submitting: "Sending…",
  missing: "Enter your e-mail address.",
  sent: "If an account has this address, a link to reset its password is on its way. It works once and for an hour.",
  tooMany: (minutes: number) =>
    `Too many requests. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`,
  backToSignIn: "Back to sign-in",
} as const;

export const passwordLinkCopy = {
  invitation: {
    title: "Accept your invitation",
    heading: "Welcome to the console",
    intro: (email: string) => `Choose a password for ${email} to finish setting up your account.`,
    submit: "Create my account",
  },
  reset: {
    title: "Choose a new password",
    heading: "Choose a new password",
    intro: (email: string) =>
      `Choose a new password for ${email}. Setting it signs this account out everywhere.`,
    submit: "Set the new password",
  },
  password: "New password",
  confirm: "Repeat the new password",
  submitting: "Saving…",
  invalidTitle: "This link no longer works",
  invalid:
    "The link has been used already or has run out. Ask for a new password-reset link, or ask an owner to invite you again.",
  askAgain: "Ask for a new link",
  backToSignIn: "Back to sign-in",
} as const;

/** /admin/setup: the first owner, from the address the server logs while the console has no account. */
export const ownerSetupCopy = {
  title: "Create the first owner",
  heading: "Create the first owner",
  intro:
    "The console has no account yet. The owner you create here can edit the whole site and invite everyone else.",
  email: "Email",
  password: "Password",
  confirm: "Repeat the password",
  submit: "Create owner",
  submitting: "Creating…",
  missingEmail: "Enter the owner's e-mail address.",
  invalidTitle: "This setup address no longer works",
  invalid: `The address has been used already or is more than 24 hours old. Restart the site: while the console has no account, each start writes a fresh address in the log.`,
} as const;

/** Notices the sign-in page shows after another page sent the user there. */
export const loginNotices: Record<string, { text: string; tone: "success" | "error" }> = {
  invited: { text: "Your account is ready. Sign in with your new password.", tone: "success" },
  reset: {
    text: "Your password has been changed and every session ended. Sign in with the new one.",
    tone: "success",
  },
  everywhere: { text: "You have been signed out everywhere.", tone: "success" },
  expired: { text: "The sign-in took too long. Please sign in again.", tone: "error" },
};

export const accountCopy = {
  title: "Your account",
  description: "Your password, two-factor sign-in and sessions.",
  forgotLink: "Forgot password?",
  password: {
    heading: "Change your password",
    intro: "Other browsers and devices signed in as you are signed out; this one stays in.",
    current: "Current password",
    next: "New password",
    confirm: "Repeat the new password",
    submit: "Change password",
    done: "Password changed. Your other sessions have ended.",
    wrong: "The current password is not right.",
  },
  twoFactor: {
    heading: "Two-factor sign-in",
    on: "On: signing in asks for a code from your authenticator app.",
    off: "Off: signing in asks for your password only.",
    enableIntro:
      "Add a second step to signing in: a 6-digit code from an authenticator app (for example 1Password, Google Authenticator or Aegis). Confirm with your password to start.",
    password: "Password",
    start: "Set up two-factor sign-in",
    scanHeading: "Scan this code with your authenticator app",
    scanIntro:
      "Or type the secret below into the app. Then enter the 6-digit code it shows to turn two-factor sign-in on.",
    qrAlt: "QR code of the secret below, for an authenticator app",
    secret: "Secret",
    secretHint: "Spaces are only for reading; apps accept it with or without them.",
    code: "Code",
    confirm: "Turn on",
    cancel: "Cancel",
    wrongCode: "That code is not right. Check the time on your phone and try again.",
    enabled: "Two-factor sign-in is on.",
    backupHeading: "Your backup codes",
    backupIntro:
      "Each code signs you in once if you lose your phone. Keep them somewhere safe, such as a password manager: they are shown only this once.",
    backupDone: "I have saved them",
    disableIntro: "Turning it off asks for your password.",
    disable: "Turn off two-factor sign-in",
    disabled: "Two-factor sign-in is off.",
    wrongPassword: "The password is not right.",
  },
  everywhere: {
    heading: "Sign out everywhere",
    intro: "Ends every session of your account, this one included, on every browser and device.",
    submit: "Sign out everywhere",
  },
  tooMany: (minutes: number) =>
    `Too many wrong attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`,
} as const;
