import { allPosts, blogArticle } from "../../app/content/blog.ts";
import type { NewBlogPost } from "./schema.ts";

type SeedPost = Omit<NewBlogPost, "created_at" | "updated_at">;

const article = blogArticle;

/** The article of /blog-details before posts were in the database, as Markdown. */
const firstBody = [
  article.lead,
  ...article.sections.flatMap((s) => [`## ${s.heading}`, ...s.paragraphs]),
  `> ${article.quote.text}`,
  `*— ${article.quote.cite}*`,
  ...article.moreSections.flatMap((s) => [
    `## ${s.heading}`,
    ...s.paragraphs,
    ...("list" in s ? [s.list.map((line) => `- ${line}`).join("\n")] : []),
  ]),
].join("\n\n");

const closing: Record<string, string> = {
  "what-an-mvp-should-and-should-not-include":
    "## The one question\n\nWrite down the assumption that would sink the business if it were wrong. Everything in the MVP should help you learn whether it is, and everything else waits.\n\n- One audience, one problem, one path through the product\n- Real payments or real commitments, not likes\n- A date when you decide what you learned",
  "adding-ai-to-your-product-without-the-hype":
    '## Start with a measurable task\n\nPick a job your team does every day, such as answering the same ten questions or filing documents, and measure how long it takes today. Build an evaluation set of fifty real examples before writing a prompt, and keep a person in the loop until the numbers say otherwise.\n\n```ts\n// An evaluation is a list of inputs and the answers you expect.\nconst cases = [{ question: "Opening hours?", expected: "9 to 5" }];\n```',
};

/** Today's posts (app/content/blog.ts), seeded into an empty blog_posts table. */
export const postSeed: SeedPost[] = allPosts.map((post) => ({
  slug: post.slug,
  title: post.title,
  author: post.author.replace(/^By\s+/i, ""),
  category: post.category,
  tags: JSON.stringify(post.slug === article.slug ? article.tags : post.tags),
  summary: post.description,
  body:
    post.slug === article.slug
      ? firstBody
      : [post.description, closing[post.slug] ?? ""].filter(Boolean).join("\n\n"),
  cover_image: post.img,
  cover_alt: "",
  published: 1,
  // Newest first on the same day: the earlier id is the later hour.
  published_at: `${post.date}T${String(18 - post.id).padStart(2, "0")}:00:00.000Z`,
}));
