// /admin/newsletter's services (app/lib/contracts/newsletter-services.ts): the list's counts, the articles to send, the send itself, the erasure.
import { eq, sql } from "../db/drizzle.ts";
import type { ContentDocuments } from "../../app/content/documents.ts";
import { newsArticlesOf } from "../../app/content/news.ts";
import type {
  NewsletterCandidate,
  NewsletterCounts,
  NewsletterDraft,
  NewsletterSendProgress,
  NewsletterServices,
} from "../../app/lib/contracts/newsletter-services.ts";
import { requireNewsletterRole } from "../../app/lib/contracts/roles.ts";
import { siteIdentity as site } from "../../app/lib/pages/site-identity.ts";
import { recordAudit } from "../audit/audit-log.ts";
import type { Db } from "../db/database.ts";
import { newsletterSends, newsletterSubscribers } from "../db/schema.ts";
import { scrubDeletedRows } from "../db/scrub.ts";
import { canonicalMailbox } from "../mail/mailbox-providers.ts";
import { composeNewsletterMessage, type NewsletterArticle } from "../mail/newsletter-article.ts";
import { confirmedRecipients, queueNewsletterTest, readSendProgress, startNewsletterSend, type SendProgress } from "../mail/newsletter-sending.ts";
import { isPlainMailbox } from "../mail/mailbox.ts";
import type { Session } from "./sessions.ts";

/** What the newsletter's services need of the server (server/app.ts). */
export interface NewsletterSetup {
  /** The documents the public site shows now: the articles that can be sent. */
  documents: () => ContentDocuments;
  /** NEWSLETTER_PER_MINUTE. */
  perMinute: number;
  /** Wakes the job loop once a send or a test is queued. */
  wake: () => void;
}

/** The published blog posts and news articles, newest first, as a send would carry them. */
export function newsletterArticles(documents: ContentDocuments): (NewsletterArticle & { section: "Blog" | "News"; date: string })[] {
  const absolute = (src: string) => new URL(src, site.url).href;
  const posts = documents.blog.blogPosts.map((post) => ({
    path: `/blog/${post.slug}`,
    section: "Blog" as const,
    date: post.date,
    title: post.title,
    excerpt: post.excerpt,
    coverUrl: post.image ? absolute(post.image.src) : null,
    coverAlt: post.image?.alt ?? "",
  }));
  const articles = newsArticlesOf(documents.news).map((article) => ({
    path: `/news/${article.id}`,
    section: "News" as const,
    date: article.date,
    title: article.title,
    excerpt: article.excerpt,
    coverUrl: article.image ? absolute(article.image.src) : null,
    coverAlt: article.image?.alt ?? "",
  }));
  return [...posts, ...articles].sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path));
}

const progressOf = (send: SendProgress): NewsletterSendProgress => ({ ...send, createdAt: send.createdAt.toISOString() });

async function readCounts(db: Db): Promise<NewsletterCounts> {
  const [row] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${newsletterSubscribers.status} = 'pending'))::int`,
      confirmed: sql<number>`(count(*) filter (where ${newsletterSubscribers.status} = 'confirmed' and ${newsletterSubscribers.bouncedAt} is null))::int`,
      unsubscribed: sql<number>`(count(*) filter (where ${newsletterSubscribers.status} = 'unsubscribed'))::int`,
      bounced: sql<number>`(count(*) filter (where ${newsletterSubscribers.bouncedAt} is not null))::int`,
    })
    .from(newsletterSubscribers);
  return row ?? { pending: 0, confirmed: 0, unsubscribed: 0, bounced: 0 };
}

/**
 * Erases one address (whatever its spelling: the mailbox it is delivered to) from the list: its row, and with it
 * (ON DELETE CASCADE) its copies of every send and its confirmation mail's row; then the deleted rows are scrubbed
 * from the database's files (server/db/scrub.ts). The audit entry says that an erasure happened, never the address.
 */
export async function eraseNewsletterAddress(db: Db, email: string, actor: string): Promise<{ erased: number }> {
  const mailbox = canonicalMailbox(email.trim());
  const erased = await db.transaction(async (tx) => {
    const rows = await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.mailbox, mailbox)).returning({ id: newsletterSubscribers.id });
    await recordAudit(tx, { actor, action: "newsletter.erase", details: { erased: rows.length } });
    return rows.length;
  });
  // Scrubbed even when nothing matched now: a repeated request finishes an earlier one cut short.
  await scrubDeletedRows(db);
  return { erased };
}

/** The newsletter's services of one signed-in owner or editor; every method checks the role first. */
export function createNewsletterServices(db: Db, session: Session, setup: NewsletterSetup): NewsletterServices {
  const actor = session.email;
  const guard = () => requireNewsletterRole(session);
  const find = (path: string) => newsletterArticles(setup.documents()).find((article) => article.path === path);
  const sentPaths = async () =>
    new Map(
      (await db.select({ path: newsletterSends.articlePath, at: newsletterSends.createdAt }).from(newsletterSends)).map((row) => [
        row.path,
        row.at.toISOString(),
      ]),
    );
  const candidate = (article: ReturnType<typeof newsletterArticles>[number], sent: Map<string, string>): NewsletterCandidate => ({
    path: article.path,
    section: article.section,
    title: article.title,
    excerpt: article.excerpt,
    date: article.date,
    sentAt: sent.get(article.path) ?? null,
  });
  return {
    async overview() {
      guard();
      const sent = await sentPaths();
      return {
        counts: await readCounts(db),
        candidates: newsletterArticles(setup.documents()).map((article) => candidate(article, sent)),
        sends: (await readSendProgress(db)).map(progressOf),
        perMinute: setup.perMinute,
      };
    },
    async draft(path) {
      guard();
      const article = find(path);
      if (!article) return null;
      const preview = composeNewsletterMessage({
        article,
        to: actor,
        fromAddress: actor,
        messageId: "<preview@localhost>",
        unsubscribe: { url: new URL("/newsletter/unsubscribe", site.url).href, headers: {} },
      });
      const send = (await readSendProgress(db, 1_000)).find((row) => row.articlePath === path);
      const draft: NewsletterDraft = {
        candidate: candidate(article, await sentPaths()),
        subject: String(preview.subject),
        text: String(preview.text),
        htmlPreviewUrl: `/admin/newsletter/preview.html?path=${encodeURIComponent(path)}`,
        recipients: await confirmedRecipients(db),
        send: send ? progressOf(send) : null,
      };
      return draft;
    },
    async testSend(path) {
      guard();
      const article = find(path);
      if (!article) return { ok: false, error: "That article is not published." };
      if (!isPlainMailbox(actor)) return { ok: false, error: "Your account's address cannot receive mail." };
      await queueNewsletterTest(db, article, actor);
      setup.wake();
      return { ok: true, to: actor };
    },
    async send(path, recipients) {
      guard();
      const article = find(path);
      if (!article) return null;
      const now = await confirmedRecipients(db);
      if (now === 0) return { kind: "no-recipients" };
      if (now !== recipients) return { kind: "recipients-changed", recipients: now };
      const started = await startNewsletterSend(db, article, actor, setup.perMinute);
      if (started.kind === "already-sent") return { kind: "already-sent" };
      setup.wake();
      return { kind: "started", recipients: started.send.recipients };
    },
    async erase(email) {
      guard();
      return eraseNewsletterAddress(db, email, actor);
    },
  };
}

/** The HTML part of an article's e-mail, for the preview's frame (server/admin/admin-area.ts). */
export function newsletterPreviewHtml(setup: NewsletterSetup, path: string, actor: string): string | undefined {
  const article = newsletterArticles(setup.documents()).find((entry) => entry.path === path);
  if (!article) return undefined;
  return String(
    composeNewsletterMessage({
      article,
      to: actor,
      fromAddress: actor,
      messageId: "<preview@localhost>",
      unsubscribe: { url: new URL("/newsletter/unsubscribe", site.url).href, headers: {} },
    }).html,
  );
}

/** The confirmed list's export columns: the address and the consent on record. */
export const newsletterExportColumns = ["email", "confirmed_at", "confirmed_how"] as const;

/** The confirmed (and not bounced) subscribers, 500 at a time in id order, for the CSV export. */
export async function* confirmedSubscriberPages(db: Db): AsyncGenerator<Record<(typeof newsletterExportColumns)[number], string>[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        confirmedAt: newsletterSubscribers.confirmedAt,
        confirmedHow: newsletterSubscribers.confirmedHow,
      })
      .from(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.status} = 'confirmed' and ${newsletterSubscribers.bouncedAt} is null and ${newsletterSubscribers.id} > ${after}`)
      .orderBy(newsletterSubscribers.id)
      .limit(500);
    if (rows.length === 0) return;
    after = rows.at(-1)!.id;
    yield rows.map((row) => ({ email: row.email, confirmed_at: row.confirmedAt?.toISOString() ?? "", confirmed_how: row.confirmedHow ?? "" }));
  }
}
