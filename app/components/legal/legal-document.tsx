import { PageHero } from "~/components/sections/page-hero";
import type { LegalDocument as LegalDocumentData } from "~/content/legal/types";
import { LegalBlock } from "./legal-block";
import { LegalToc } from "./legal-toc";

/** Documents with at least this many sections get an in-page table of contents. */
const tocMinSections = 4;

/** The one layout of the seven legal pages: title, last-updated date, table of contents, sections. */
export function LegalDocument({ document }: { document: LegalDocumentData }) {
  const { title, lastUpdated, summary, sections } = document;
  const withToc = sections.length >= tocMinSections;
  return (
    <>
      <PageHero eyebrow="Legal" title={title} lead={summary}>
        {lastUpdated && (
          <p className="font-mono text-sm text-muted">
            {/* One text node, however the line is wrapped: split in two, React's HTML would hold a <!-- --> between them. */}
            {"Last updated: "}
            <time dateTime={lastUpdated.iso} className="text-ink">
              {lastUpdated.label}
            </time>
          </p>
        )}
      </PageHero>
      <div className={`mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-20 ${withToc ? "grid gap-12 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start" : ""}`}>
        {withToc && <LegalToc sections={sections} />}
        <div className="max-w-3xl space-y-14">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                {section.heading}
              </h2>
              <div className="mt-5 space-y-5 leading-relaxed text-muted">
                {section.blocks.map((block, index) => (
                  <LegalBlock key={index} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
