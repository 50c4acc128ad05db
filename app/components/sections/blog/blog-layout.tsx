import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useInterfaceWords } from "~/lib/interface-words";
import type { BlogSidebarData } from "~/lib/publishing";
import { blogListPath } from "./blog-path";
import { BlogSidebar } from "./islands";

/** The two columns of the blog screens: content and the shared right sidebar. */
export function BlogLayout({
  children,
  query = "",
  sidebar,
}: {
  children: ReactNode;
  query?: string;
  sidebar: BlogSidebarData;
}) {
  const { pathname } = useLocation();
  const words = useInterfaceWords();
  return (
    <div className="container-site grid gap-12 py-16 md:py-24 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
      <div className="min-w-0">{children}</div>
      <BlogSidebar query={query} listPath={blogListPath(pathname)} data={sidebar} words={words} />
    </div>
  );
}
