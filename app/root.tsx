import "@fontsource-variable/plus-jakarta-sans";
// After Fontsource's faces, so the site's own cut is the one asked for first (tools/fonts).
import "./fonts/plus-jakarta-sans-site.css";
import "./app.css";
import { lazy, use, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  type ShouldRevalidateFunction,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ScrollToTop } from "./components/layout/scroll-to-top-island";
import { SiteFooter } from "./components/layout/site-footer";
import { footerVariantOf } from "./components/layout/footer-data";
import { SiteHeader } from "./components/layout/site-header";
import * as chrome from "./content/layout";
import { formAction } from "./forms/form-action.server";
import { getPublicConfig } from "./lib/config.server";
import { footerPost } from "./lib/footer-post.server";
import { menuIn } from "./lib/main-menu";
import type { NotFoundCopy } from "./lib/page-copy";
import { onDemand } from "./lib/on-demand";
import { SKIPPED_SECTIONS } from "./lib/page-bootstrap";
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from "./lib/public-config";
import { ServerPartsContext } from "./lib/server-parts";
import { markFirstInput, useFirstInput } from "./lib/first-input";
import { useHydratedMark } from "./lib/use-hydrated-mark";
import "./lib/load-context";
import { withSocialLabels } from "./lib/network-labels.server";
import { wordsForPages } from "./lib/interface-words.server";

// Only a page that fails needs these screens: their code (and the page header
// they use) loads when one is shown, not with every page. The server renders
// them at once; a browser hydrating one waits for its code, the HTML in place.
const NotFoundScreen = lazy(async () => ({
  default: (await import("./components/sections/not-found-screen")).NotFoundScreen,
}));
// The head's fixed tags are the server's alone, like the shared SEO tags
// (lib/server-parts.ts): the browser keeps them as they came. Not so the
// scripts at the end of <body>: React would match the next script in their place.
// Vite sets import.meta.env.SSR in each build, so the browser's code has none of these.
const onServer = import.meta.env.SSR;
// Page-wide behaviours none of which a page needs until the visitor acts on it.
const PageBehaviours = onDemand(
  async () => (await import("./components/layout/page-behaviours")).PageBehaviours,
);
const ErrorScreen = lazy(async () => ({
  default: (await import("./components/sections/error-screen")).ErrorScreen,
}));

export async function loader({ context, request }: Route.LoaderArgs) {
  // The header's and the footer's words: every page shows them (tags `settings`,
  // `services`, `page:footer`); the second footer lists the latest posts (`posts`).
  const [settings, menus, footer, words, recentPosts, languages] = await Promise.all([
    context.content.settings(),
    context.content.menus(),
    context.content.pageCopy("footer"),
    // What the forms say, in the page's language (tag `page:interface`).
    context.content.pageCopy("interface"),
    footerVariantOf(new URL(request.url).pathname) === "two"
      ? context.publishing.footerPosts(2)
      : [],
    // The page in each published language (its head's alternates), kept until they change.
    context.languages(),
  ]);
  return {
    publicConfig: getPublicConfig(),
    // The footer's social links named in the page's words.
    settings: withSocialLabels(settings, words),
    menus,
    footer,
    words: wordsForPages(words),
    // The main menu in the page's words: its links the layout's (app/content/navigation.ts).
    menu: menuIn(words),
    recentPosts: recentPosts.map(footerPost),
    language: context.language,
    languages,
  };
}

// The home pages are index routes: their forms post to the root (app/forms/form-action.server.ts).
export const action = formAction;

// Configuration does not change between navigations; the footer's variant
// does, and only the second lists the latest posts.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  footerVariantOf(currentUrl.pathname) !== footerVariantOf(nextUrl.pathname);

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  useHydratedMark();
  // The shared SEO tags; a client-side navigation replaces them (lib/use-site-seo-on-navigation.ts).
  const server = use(ServerPartsContext);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const isHome = chrome.sectionBackgroundPaths.includes(path);
  const isConsole = path === "/admin" || path.startsWith("/admin/");
  const footerVariant = footerVariantOf(path);
  return (
    <html lang={data?.language.code ?? "en"}>
      <head>
        {onServer && (
          <>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="theme-color" content="#060a1b" />
            <link rel="icon" href="/favicon.ico" sizes="32x32" />
            <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
            <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
            {/* Taken out by app/lib/finish-document.server.ts, linked after the first paint by app/lib/page-bootstrap.ts. */}
            <link rel="manifest" href="/site.webmanifest" />
            {/* Without scripts nothing lays the skipped sections out later (app/lib/page-bootstrap.ts): none is skipped. */}
            <noscript
              dangerouslySetInnerHTML={{
                __html: `<style>${SKIPPED_SECTIONS}{content-visibility:visible!important}</style>`,
              }}
            />
          </>
        )}
        <Meta />
        <Links />
      </head>
      <body
        className={`relative flex min-h-dvh flex-col ${isHome ? chrome.sectionBackgroundClass : ""}`}
      >
        {isConsole ? (
          // The console (/admin) is a product of its own with its own frame (app/routes/admin/).
          children
        ) : (
          <>
            <a href="#main" className="skip-link">
              {data?.words.skipLink}
            </a>
            {data && server && (
              <server.SiteSeo config={data.publicConfig} settings={data.settings} />
            )}
            <SiteHeader siteName={data?.settings.siteName ?? ""} services={data?.menus.services} />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            {data && (
              <SiteFooter
                settings={data.settings}
                services={data.menus.footer}
                copy={data.footer}
                recentPosts={data.recentPosts}
                variant={footerVariant}
              />
            )}
            <ScrollToTop />
          </>
        )}
        <AfterFirstInput site={!isConsole} config={isConsole ? undefined : data?.publicConfig} />
        {data && (
          <script
            type="application/json"
            id={PUBLIC_CONFIG_ELEMENT_ID}
            // The values are JSON; escaping "<" keeps them inert inside HTML.
            dangerouslySetInnerHTML={{
              __html: JSON.stringify(data.publicConfig).replace(/</g, "\\u003c"),
            }}
          />
        )}
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The page-wide behaviours from the visitor's first input on (lib/first-input.ts), or
 * from a client-side navigation that came before any; only this small component
 * renders again then.
 */
function AfterFirstInput(props: { site: boolean; config?: PublicConfig }) {
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (navigating) markFirstInput();
  }, [navigating]);
  return <PageBehaviours wanted={useFirstInput() || navigating} {...props} />;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A loader's 404 carries the 404 page's copy (app/lib/not-found.server.ts).
  if (isRouteErrorResponse(error) && error.status === 404 && error.data?.heading) {
    return <NotFoundScreen copy={error.data as NotFoundCopy} />;
  }
  // Refusals the server words for people (app/forms/form-action.server.ts).
  if (isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string") {
    return <ErrorScreen message={error.data} />;
  }
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return <ErrorScreen />;
}
