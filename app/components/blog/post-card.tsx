import { Badge } from "~/components/ui/badge";
import { SizedImage } from "~/components/ui/sized-image";
import type { BlogPost } from "~/content/blog";

export type PostView = Omit<BlogPost, "body"> & { dateLabel: string };

/** A post's page. */
export const postHref = (post: Pick<BlogPost, "slug">) => `/blog/${post.slug}`;

/**
 * The card's title as a real link to the post's page; its ::after covers the whole card (the card is
 * `relative`), so the card is one click target and one tab stop, with the focus ring on the title.
 */
function TitleLink({ post }: { post: PostView }) {
  return (
    <a href={postHref(post)} className="after:absolute after:inset-0 after:content-[''] hover:text-neon-strong">
      {post.title}
    </a>
  );
}

const cardFocus = "relative has-[a:focus-visible]:border-neon-strong";

/** Category, date and read time of a post, as text (never colour alone). */
function PostMeta({ post }: { post: PostView }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
      <Badge tone="cyan">{post.category}</Badge>
      <span className="whitespace-nowrap">
        <time dateTime={post.date}>{post.dateLabel}</time>
        <span aria-hidden="true"> · </span>
        {post.readTime}
      </span>
    </p>
  );
}

function Byline({ post, byLabel }: { post: PostView; byLabel: string }) {
  return (
    <p className="mt-auto pt-5 text-sm">
      <span className="text-muted">{byLabel} </span>
      <span className="font-semibold text-ink">{post.author}</span>
      <span className="text-muted"> · {post.authorRole}</span>
    </p>
  );
}

/** The featured post: a wide card whose image loads eagerly (it sits above the fold); it links to the post's page. */
export function FeaturedPostCard({ post, featuredLabel, byLabel }: { post: PostView; featuredLabel: string; byLabel: string }) {
  return (
    <article
      aria-labelledby={`post-${post.slug}`}
      className={`grid overflow-hidden rounded-3xl border border-neon/30 bg-surface/80 transition-colors hover:border-neon/60 lg:grid-cols-[1.15fr_1fr] ${cardFocus}`}
    >
      <SizedImage image={post.image} load="priority" className="aspect-[40/21] h-full w-full object-cover" />
      <div className="flex flex-col p-6 sm:p-8">
        <p className="mb-3 font-mono text-xs uppercase tracking-[0.3em] text-neon-strong">{featuredLabel}</p>
        <PostMeta post={post} />
        <h3 id={`post-${post.slug}`} className="mt-4 text-2xl font-bold leading-snug sm:text-3xl">
          <TitleLink post={post} />
        </h3>
        <p className="mt-4 text-muted">{post.excerpt}</p>
        <Byline post={post} byLabel={byLabel} />
      </div>
    </article>
  );
}

/** A post in the grid: its image loads lazily, below the fold; it links to the post's page. */
export function PostCard({ post, byLabel }: { post: PostView; byLabel: string }) {
  return (
    <article
      aria-labelledby={`post-${post.slug}`}
      className={`flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface/80 transition-colors hover:border-neon/40 ${cardFocus}`}
    >
      <SizedImage image={post.image} className="aspect-video w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <PostMeta post={post} />
        <h3 id={`post-${post.slug}`} className="mt-4 text-xl font-semibold leading-snug">
          <TitleLink post={post} />
        </h3>
        <p className="mt-3 text-sm leading-relaxed text-muted">{post.excerpt}</p>
        <Byline post={post} byLabel={byLabel} />
      </div>
    </article>
  );
}
