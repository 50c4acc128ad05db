import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Link } from "react-router";
import { langOf } from "~/lib/fallback-language";
import { useInterfaceWords } from "~/lib/interface-words";
import { postDate } from "~/lib/post-date";
import { usePageLanguage } from "~/lib/use-page-language";
import type { PostSummary } from "~/lib/publishing";
import { blogSliderOptions } from "~/content/home-two/blog";
import type { HomeTwoCopy } from "~/lib/page-copy";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { Slider } from "../../ui/slider";
import { SliderCard } from "./slider-card";
import { Words } from "~/components/ui/words";

const CalendarDays = lucideIcon(lucide.CalendarDays);
const UserRound = lucideIcon(lucide.UserRound);

/** The latest posts, from the database, each linking to its own page. */
export function BlogSlider({
  posts,
  linkPrefix,
  copy,
}: {
  posts: PostSummary[];
  linkPrefix: string;
  copy: Pick<HomeTwoCopy, "blogLabel" | "blogTitle" | "blogSliderLabel" | "blogReadMore">;
}) {
  const language = usePageLanguage();
  const words = useInterfaceWords();
  return (
    <section aria-labelledby="blog-two-title" className="bg-white py-20 md:py-28">
      <div className="container-site">
        <SectionHeading id="blog-two-title" {...headingOf(copy, "blog")} />
        <Slider label={copy.blogSliderLabel} options={blogSliderOptions} className="mt-14">
          {posts.map((post) => {
            const date = postDate(post.publishedAt, language);
            const link = `${linkPrefix}/blog/${post.slug}`;
            return (
              <SliderCard
                key={post.id}
                image={post.cover}
                sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                className="border border-ink-100 bg-white shadow-[var(--shadow-card)]"
                imageClassName="aspect-[12/7] w-full object-cover"
                bodyClassName="p-7"
              >
                <p className="flex flex-wrap gap-4 text-sm text-ink-600">
                  <span className="inline-flex items-center gap-1.5">
                    <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
                    <time dateTime={date.date}>
                      {date.day} {date.month}
                    </time>
                  </span>
                  <span
                    lang={langOf(words, "byAuthor")}
                    className="inline-flex items-center gap-1.5"
                  >
                    <UserRound aria-hidden="true" className="size-4 text-brand-600" />
                    {words.byAuthor?.replace("{author}", post.author)}
                  </span>
                </p>
                <h3 className="mt-3 text-xl leading-snug font-bold text-ink-900">
                  <Link to={link} className="hover:text-brand-700">
                    {post.title}
                  </Link>
                </h3>
                <Link
                  to={link}
                  className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:text-brand-600"
                >
                  <Words as="span" of={copy} name="blogReadMore" />
                  <span className="sr-only">: {post.title}</span>
                </Link>
              </SliderCard>
            );
          })}
        </Slider>
      </div>
    </section>
  );
}
