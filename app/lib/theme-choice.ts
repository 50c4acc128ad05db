/**
 * The visitor's theme, chosen in the page: the same cookie POST /theme sets
 * (server/http/theme.ts), so the server renders the choice on the next page, and
 * the same attribute the server writes onto <html>, so it shows at once.
 */
export type Theme = "light" | "dark";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const isTheme = (value: unknown): value is Theme => value === "light" || value === "dark";

export function chooseTheme(theme: Theme) {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `theme=${theme}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
  document.documentElement.dataset.theme = theme;
}
