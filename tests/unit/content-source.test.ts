// Pages read their content from the content source (app/lib/pages/content-source.ts), not from the shipped
// files: each loader, given a context holding a changed copy of the documents, returns the change.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { shippedDocuments, type ContentDocuments } from "~/content/documents";
import { contentContext } from "~/lib/pages/content-source";

describe("company pages (home, about, mission, story, founder, team, join, contact, not-found)", () => {
  /** A context whose content is a copy of the shipped documents with `change` applied. */
  function contextWith(change: (documents: ContentDocuments) => void): RouterContextProvider {
    const documents = structuredClone(shippedDocuments);
    change(documents);
    const context = new RouterContextProvider();
    context.set(contentContext, documents);
    return context;
  }

  /** What a route's loader is called with: the request for `path` and the context. */
  function argsFor(path: string, context: RouterContextProvider) {
    return { request: new Request(`https://vesper.example${path}`), context, params: {} } as never;
  }

  function renameDivision(documents: ContentDocuments, id: string, name: string): void {
    const division = documents.divisions.divisions.find((entry) => entry.id === id);
    if (!division) throw new Error(`no division ${id}`);
    division.name = name;
  }

  it("home: its sections, the site's tagline, the testimonials and the featured divisions' names", async () => {
    const { loader } = await import("~/routes/home");
    const featured = shippedDocuments.home.featuredDivisions.divisions[0]!.id;
    const context = contextWith((documents) => {
      documents.home.homeMission.title = "A Changed Mission";
      documents.home.homeMeta.title = "A Changed Home Title";
      documents.site.site.tagline = "A changed tagline.";
      documents.testimonials.testimonials[0]!.name = "Changed Name";
      renameDivision(documents, featured, "Renamed Division");
    });
    const data = loader(argsFor("/", context));
    expect(data.mission.title).toBe("A Changed Mission");
    expect(data.head.title).toContain("A Changed Home Title");
    expect(data.hero.title).toBe("A changed tagline.");
    expect(data.testimonials[0]!.name).toBe("Changed Name");
    expect(data.featured.divisions[0]!.name).toBe("Renamed Division");
  });

  it("about: its sections, its head and the founder quoted", async () => {
    const { loader } = await import("~/routes/about");
    const context = contextWith((documents) => {
      documents.about.aboutHero.title = "Changed About";
      documents.about.aboutMeta.title = "Changed About Title";
      documents.founder.founder.name = "Changed Founder";
    });
    const data = loader(argsFor("/about", context));
    expect(data.hero.title).toBe("Changed About");
    expect(data.head.title).toContain("Changed About Title");
    expect(data.quote.name).toBe("Changed Founder");
  });

  it("mission: its sections, the roadmap and the solutions' division names", async () => {
    const { loader } = await import("~/routes/mission");
    const division = shippedDocuments.mission.missionSolutions.solutions[0]!.division;
    const context = contextWith((documents) => {
      documents.mission.missionProblems.problems[0]!.title = "Changed Problem";
      documents.roadmap.roadmap[0]!.milestone = "Changed Milestone";
      renameDivision(documents, division, "Renamed Division");
    });
    const data = loader(argsFor("/mission", context));
    expect(data.problems.problems[0]!.title).toBe("Changed Problem");
    expect(data.roadmap.milestones[0]!.milestone).toBe("Changed Milestone");
    expect(data.solutions.solutions[0]!.divisionName).toBe("Renamed Division");
  });

  it("story: its chapters and the founder's card", async () => {
    const { loader } = await import("~/routes/story");
    const context = contextWith((documents) => {
      documents.story.storyChapters[0]!.title = "Changed Chapter";
      documents.founder.founder.title = "Changed Role";
    });
    const data = loader(argsFor("/story", context));
    expect(data.chapters[0]!.title).toBe("Changed Chapter");
    expect(data.founder.profile.title).toBe("Changed Role");
  });

  it("founder, at /founder and /leadership: the founder document", async () => {
    const { loader } = await import("~/routes/founder");
    const context = contextWith((documents) => {
      documents.founder.founderHero.lead = "A changed lead.";
      documents.founder.founderStats[0]!.value = "99+";
      documents.founder.founderMeta.title = "Changed Founder Title";
    });
    for (const path of ["/founder", "/leadership"]) {
      const data = loader(argsFor(path, context));
      expect(data.hero.lead, path).toBe("A changed lead.");
      expect(data.stats[0]!.value, path).toBe("99+");
      expect(data.head.title, path).toContain("Changed Founder Title");
    }
  });

  it("team: its sections, the founder and the divisions' names", async () => {
    const { loader } = await import("~/routes/team");
    const division = shippedDocuments.team.teamHiring.divisions[0]!.division;
    const context = contextWith((documents) => {
      documents.team.teamHero.title = "Changed Team";
      documents.founder.founder.name = "Changed Founder";
      renameDivision(documents, division, "Renamed Division");
    });
    const data = loader(argsFor("/team", context));
    expect(data.hero.title).toBe("Changed Team");
    expect(data.founder.profile.name).toBe("Changed Founder");
    expect(data.hiring.divisions[0]!.name).toBe("Renamed Division");
  });

  it("join: the page's words and the form's", async () => {
    const { loader } = await import("~/routes/join");
    const context = contextWith((documents) => {
      documents.join.joinHero.title = "Changed Join";
      documents.join.joinForm.submit = "Send It";
      documents.join.joinFormFields[0]!.label = "Your Name";
    });
    const data = loader(argsFor("/join", context));
    expect(data.hero.title).toBe("Changed Join");
    expect(data.form.submit).toBe("Send It");
    expect(data.fields[0]!.label).toBe("Your Name");
  });

  it("contact: its sections, and the addresses and community link of the site settings", async () => {
    const { loader } = await import("~/routes/contact");
    const context = contextWith((documents) => {
      documents.contact.contactHero.title = "Changed Contact";
      documents.site.site.contacts.support = "help@changed.example";
      documents.site.site.community.href = "https://chat.changed.example";
    });
    const data = loader(argsFor("/contact", context));
    expect(data.hero.title).toBe("Changed Contact");
    const support = data.channels.find(({ channel }) => channel.id === "support");
    expect(support?.channel.email).toBe("help@changed.example");
    expect(support?.href).toBe("mailto:help@changed.example");
    expect(data.community.href).toBe("https://chat.changed.example");
  });

  it("not-found: its lines", async () => {
    const { loader } = await import("~/routes/not-found");
    const context = contextWith((documents) => {
      documents["not-found"].notFoundJokes = ["A changed joke."];
    });
    const answer = loader(argsFor("/no-such-page", context));
    expect(answer.data.jokes).toEqual(["A changed joke."]);
    expect(answer.init?.status).toBe(404);
  });
});
