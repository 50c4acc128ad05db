/** The blog list of the current site copy: /blog, or /home-two/blog under the second home. */
export function blogListPath(pathname: string): string {
  return pathname === "/home-two" || pathname.startsWith("/home-two/") ? "/home-two/blog" : "/blog";
}
