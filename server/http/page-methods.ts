import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** What a page answers besides POST: reading it, and its headers alone. */
const READ = ["GET", "HEAD"] as const;

/**
 * The methods a page answers, for a 405's `Allow`: GET and HEAD, and POST
 * when the route that would take the form (the deepest match, as React
 * Router's action does) has an action. A client navigation's data request
 * (`/contact.data`, `/_root.data` for `/`) is its page's.
 */
export function pageMethods(build: ServerBuild, pathname: string): string[] {
  const page = pageOfDataRequest(pathname);
  const matches = matchRoutes(routeTree(build), page, build.basename);
  const leaf = matches?.at(-1)?.route.id;
  const hasAction = leaf !== undefined && typeof build.routes[leaf]?.module.action === "function";
  return hasAction ? [...READ, "POST"] : [...READ];
}

function pageOfDataRequest(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

const trees = new WeakMap<ServerBuild, RouteObject[]>();

/** The build's flat route manifest as the nested routes `matchRoutes` reads (kept per build). */
function routeTree(build: ServerBuild): RouteObject[] {
  let tree = trees.get(build);
  if (tree) return tree;
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) =>
        route!.index
          ? { id: route!.id, index: true, path: route!.path, caseSensitive: route!.caseSensitive }
          : {
              id: route!.id,
              path: route!.path,
              caseSensitive: route!.caseSensitive,
              children: children(route!.id),
            },
      );
  tree = children(undefined);
  trees.set(build, tree);
  return tree;
}
