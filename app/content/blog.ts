/**
 * The blog (spec §2 "Blog list", "Blog details", §3 blog entities). Static:
 * the three sample posts open the list, older posts fill pages 2 and 3, and
 * every "Read More" leads to the one article of /blog-details.
 */

export interface BlogPost {
  id: number;
  slug: string;
  /** 1200×700 artwork. */
  img: string;
  /** ISO date, for <time dateTime>. */
  date: string;
  dateText: string;
  author: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  /** Number of comments. */
  comments: number;
}

export interface BlogTeaser {
  id: number;
  img: string;
  date: string;
  day: string;
  month: string;
  author: string;
  title: string;
  link: string;
}

export interface BlogCategory {
  slug: string;
  name: string;
  count: number;
}

export interface BlogTag {
  id: string;
  name: string;
}

export interface RelatedPost {
  id: number;
  img: string;
  category: string;
  /** Count as text, e.g. "3 Comments". */
  comments: string;
  title: string;
  link: string;
}

const author = "By admin";
export const blogDetailsLink = "/blog-details";

export const categoryNames = [
  "Web Development",
  "Mobile Apps",
  "UI/UX Design",
  "Digital Marketing",
  "AI Integration",
  "Startups",
] as const;

export const tagNames = [
  "Performance",
  "SEO",
  "MVP",
  "AI",
  "Design Systems",
  "Accessibility",
] as const;

/** "UI/UX Design" → "ui-ux-design": the value of ?category= and ?tag=. */
export function blogSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The three sample posts (spec §3): the newest, on the first page of the list. */
export const blogPosts: BlogPost[] = [
  {
    id: 1,
    slug: "seven-signs-your-website-is-slowing-your-business-down",
    img: "/images/blog/post-1.svg",
    date: "2024-10-19",
    dateText: "October 19, 2024",
    author,
    title: "Seven signs your website is slowing your business down",
    description:
      "Slow pages, vague calls to action and forms nobody finishes: how to spot the quiet leaks that cost you enquiries, and which fixes pay back first.",
    category: "Web Development",
    tags: ["Performance", "SEO"],
    comments: 3,
  },
  {
    id: 2,
    slug: "what-an-mvp-should-and-should-not-include",
    img: "/images/blog/post-2.svg",
    date: "2024-10-19",
    dateText: "October 19, 2024",
    author,
    title: "What an MVP should (and should not) include",
    description:
      "A minimum viable product tests one risky assumption with real users. Here is how we decide with founders what makes the cut, and what waits for version two.",
    category: "Startups",
    tags: ["MVP"],
    comments: 5,
  },
  {
    id: 3,
    slug: "adding-ai-to-your-product-without-the-hype",
    img: "/images/blog/post-3.svg",
    date: "2024-10-12",
    dateText: "October 12, 2024",
    author,
    title: "Adding AI to your product without the hype",
    description:
      "Assistants, semantic search and document automation can save hours every week. Start with one measurable use case and an honest evaluation set.",
    category: "AI Integration",
    tags: ["AI"],
    comments: 2,
  },
];

/** Older posts, on pages 2 and 3 of the list. */
export const olderPosts: BlogPost[] = [
  {
    id: 4,
    slug: "why-every-growing-product-needs-a-design-system",
    img: "/images/blog/post-4.svg",
    date: "2024-09-28",
    dateText: "September 28, 2024",
    author,
    title: "Why every growing product needs a design system",
    description:
      "Tokens, components and documentation turn a pile of screens into a shared language, so designers and developers stop rebuilding the same button.",
    category: "UI/UX Design",
    tags: ["Design Systems", "Accessibility"],
    comments: 4,
  },
  {
    id: 5,
    slug: "core-web-vitals-explained-for-business-owners",
    img: "/images/blog/post-1.svg",
    date: "2024-09-14",
    dateText: "September 14, 2024",
    author,
    title: "Core Web Vitals explained for business owners",
    description:
      "Loading, responsiveness and visual stability, in plain words: what Google measures, why your visitors feel it, and what to ask your developer.",
    category: "Web Development",
    tags: ["Performance", "SEO"],
    comments: 1,
  },
  {
    id: 6,
    slug: "native-or-cross-platform-how-to-choose-for-your-app",
    img: "/images/blog/post-2.svg",
    date: "2024-08-30",
    dateText: "August 30, 2024",
    author,
    title: "Native or cross-platform? How to choose for your app",
    description:
      "React Native and Flutter share most of the code across iOS and Android. When that saves a third of the budget, and when native is still worth it.",
    category: "Mobile Apps",
    tags: ["Performance"],
    comments: 6,
  },
  {
    id: 7,
    slug: "retrieval-augmented-generation-in-plain-english",
    img: "/images/blog/post-3.svg",
    date: "2024-08-16",
    dateText: "August 16, 2024",
    author,
    title: "Retrieval-augmented generation in plain English",
    description:
      "How an assistant can answer from your own documents and cite its sources, and the safeguards that keep it from inventing facts.",
    category: "AI Integration",
    tags: ["AI"],
    comments: 2,
  },
  {
    id: 8,
    slug: "accessibility-is-a-growth-strategy",
    img: "/images/blog/post-4.svg",
    date: "2024-08-02",
    dateText: "August 2, 2024",
    author,
    title: "Accessibility is a growth strategy, not a checklist",
    description:
      "One in four adults lives with a disability. Clear contrast, keyboard support and readable forms widen your market and lift conversion for everyone.",
    category: "UI/UX Design",
    tags: ["Accessibility", "Design Systems"],
    comments: 3,
  },
  {
    id: 9,
    slug: "seo-for-new-websites-the-first-90-days",
    img: "/images/blog/post-1.svg",
    date: "2024-07-19",
    dateText: "July 19, 2024",
    author,
    title: "SEO for new websites: the first 90 days",
    description:
      "Indexing, keyword focus, internal links and the first pieces of content: a week-by-week plan for getting a brand-new site found on search.",
    category: "Digital Marketing",
    tags: ["SEO"],
    comments: 0,
  },
];

/** Every post of the list, newest first. */
export const allPosts: BlogPost[] = [...blogPosts, ...olderPosts];

export const postsPerPage = 3;

/** The six sidebar categories, with the number of posts in each. */
export const blogCategories: BlogCategory[] = categoryNames.map((name) => ({
  slug: blogSlug(name),
  name,
  count: allPosts.filter((p) => p.category === name).length,
}));

/** The six sidebar tags. */
export const blogTags: BlogTag[] = tagNames.map((name) => ({ id: blogSlug(name), name }));

export function commentsText(count: number): string {
  return count === 1 ? "1 Comment" : `${count} Comments`;
}

/** The sidebar's recent posts (spec §3 "Related post"). */
export const relatedPosts: RelatedPost[] = [
  {
    id: 1,
    img: "/images/blog/thumb-speed.svg",
    category: "Web Development",
    comments: commentsText(3),
    title: "Seven signs your website is slowing your business down",
    link: blogDetailsLink,
  },
  {
    id: 2,
    img: "/images/blog/thumb-mvp.svg",
    category: "Startups",
    comments: commentsText(5),
    title: "What an MVP should (and should not) include",
    link: blogDetailsLink,
  },
  {
    id: 3,
    img: "/images/blog/post-3.svg",
    category: "AI Integration",
    comments: commentsText(2),
    title: "Adding AI to your product without the hype",
    link: blogDetailsLink,
  },
];

/** The four teasers of the home pages' Blog & News slider (spec §3 "Blog teaser"). */
export const blogTeasers: BlogTeaser[] = [
  {
    id: 1,
    img: "/images/blog/post-1.svg",
    date: "2024-10-19",
    day: "19",
    month: "Oct",
    author,
    title: "Seven signs your website is slowing your business down",
    link: blogDetailsLink,
  },
  {
    id: 2,
    img: "/images/blog/post-2.svg",
    date: "2024-10-19",
    day: "19",
    month: "Oct",
    author,
    title: "What an MVP should (and should not) include",
    link: blogDetailsLink,
  },
  {
    id: 3,
    img: "/images/blog/post-3.svg",
    date: "2024-10-12",
    day: "12",
    month: "Oct",
    author,
    title: "Adding AI to your product without the hype",
    link: blogDetailsLink,
  },
  {
    id: 4,
    img: "/images/blog/post-4.svg",
    date: "2024-09-28",
    day: "28",
    month: "Sep",
    author,
    title: "Why every growing product needs a design system",
    link: blogDetailsLink,
  },
];

export interface PostFilter {
  q?: string;
  category?: string;
  tag?: string;
}

/**
 * Posts matching a filter: every word of `q` must occur in the title or the
 * description (case-insensitive); `category` and `tag` are slugs.
 */
export function filterPosts(posts: BlogPost[], filter: PostFilter): BlogPost[] {
  const words = (filter.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (filter.category && blogSlug(post.category) !== filter.category) return false;
    if (filter.tag && !post.tags.some((t) => blogSlug(t) === filter.tag)) return false;
    const text = `${post.title} ${post.description}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** The single article of /blog-details. */
export const blogArticle = {
  slug: blogPosts[0]!.slug,
  img: "/images/blog/post-1.svg",
  date: blogPosts[0]!.date,
  dateText: blogPosts[0]!.dateText,
  author,
  category: blogPosts[0]!.category,
  comments: blogPosts[0]!.comments,
  title: blogPosts[0]!.title,
  description: blogPosts[0]!.description,
  lead: "Most websites do not fail loudly. They simply convert fewer visitors than they could, month after month, and nobody notices because there is no error message for a lost enquiry. These are the seven signs we look for first when a client asks why their site is not pulling its weight.",
  sections: [
    {
      heading: "1. Pages take more than three seconds on a phone",
      paragraphs: [
        "Test your home page and your most important service page on a mid-range phone over 4G, not on the office Wi-Fi. Every extra second of loading loses a noticeable share of visitors before they read a word. Oversized images, render-blocking scripts and third-party widgets are the usual suspects, and all three are fixable in days.",
      ],
    },
    {
      heading: "2. Visitors cannot tell what to do next",
      paragraphs: [
        "If a page has five buttons of equal weight, it effectively has none. Each page should have one primary action, repeated where interest peaks: after the key benefits, after the proof, at the end. Secondary actions can exist, but they should look secondary.",
      ],
    },
    {
      heading: "3. Your forms ask for too much",
      paragraphs: [
        "Every field you add removes a few people who would have contacted you. Ask for what you need to reply well, nothing more. Clear labels, helpful error messages and a visible confirmation turn a form from an obstacle into a conversation starter.",
      ],
    },
  ],
  quote: {
    text: "Speed is a feature. Your visitors never see your code, but they feel every millisecond of it.",
    cite: "Daniel Hart, CTO at Genesis",
  },
  moreSections: [
    {
      heading: "4 to 7. The rest of the checklist",
      paragraphs: [
        "The remaining signs are quicker to check but just as costly when missed. Go through them with your analytics open:",
      ],
      list: [
        "Search engines index pages you do not want found, and miss the ones you do.",
        "Your content has not changed in a year, so neither have your rankings.",
        "Keyboard and screen-reader users cannot complete the main journey.",
        "Nobody on your team can update the site without calling a developer.",
      ],
    },
    {
      heading: "Where to start",
      paragraphs: [
        "Fix speed and the primary call to action first: they affect every visitor on every page. Then simplify forms, and only then invest in new content. If you would like a second pair of eyes, we run a free 30-minute review of any site and send you the three changes we would make first.",
      ],
    },
  ],
  tags: ["Performance", "SEO", "Accessibility"],
} as const;

export const blogCopy = {
  by: (author: string) => `By ${author}`,
  previewNotice: "Preview: this post is not published. Only signed-in users can see it.",
  readMore: "Read More",
  readMoreAbout: (title: string) => ` about “${title}”`,
  pagination: "Blog pages",
  previous: "Previous",
  next: "Next",
  previousPage: "Previous page",
  nextPage: "Next page",
  page: (n: number) => `Page ${n}`,
  searchHeading: "Search",
  searchLabel: "Search the blog",
  searchPlaceholder: "Search posts…",
  searchSubmit: "Search",
  categoriesHeading: "Categories",
  categoryCount: (count: number) => `, ${count} ${count === 1 ? "post" : "posts"}`,
  recentHeading: "Recent Posts",
  tagsHeading: "Tags",
  sidebarLabel: "Blog sidebar",
  postsHeading: "Latest posts",
  resultsFor: (q: string) => `Search results for “${q}”`,
  inCategory: (name: string) => `Posts in “${name}”`,
  taggedWith: (name: string) => `Posts tagged “${name}”`,
  resultCount: (n: number) =>
    n === 0 ? "No posts found" : n === 1 ? "1 post found" : `${n} posts found`,
  noResults: (q: string) => `No posts match “${q}”.`,
  noResultsHint: "Try another word, or browse the categories and tags.",
  clearFilter: "Show all posts",
  metaSearchTitle: (q: string) => `Search: ${q}`,
  metaPageTitle: (n: number) => `Blog, page ${n}`,
  // Blog details
  tagsLabel: "Tags:",
  shareLabel: "Share:",
  postNavigation: "More posts",
  previousPost: "Previous post",
  nextPost: "Next post",
  commentHeading: "Leave A Comment",
  commentIntro:
    "Your e-mail address will not be published. Comments are reviewed before they appear.",
} as const;

/** Previous and next links under the article (every post reads at /blog-details). */
export const blogArticleNav = {
  previous: { title: blogPosts[1]!.title, link: blogDetailsLink },
  next: { title: blogPosts[2]!.title, link: blogDetailsLink },
} as const;
