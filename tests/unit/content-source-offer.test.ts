// Each kind of page reads its content from the content source of its render (app/lib/pages/content-source.ts),
// never from an import: its loader, given a changed copy of the documents, returns the change. That is
// what lets a published or draft version (the site editor) render without a rebuild.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { shippedDocuments, type ContentDocuments } from "../../app/content/documents.ts";
import { contentContext } from "../../app/lib/pages/content-source.ts";
import * as caseStudiesRoute from "../../app/routes/case-studies.tsx";
import * as divisionRoute from "../../app/routes/division.tsx";
import * as divisionsRoute from "../../app/routes/divisions.tsx";
import * as joinRoute from "../../app/routes/join.tsx";
import * as ourWorkRoute from "../../app/routes/our-work.tsx";
import * as projectsRoute from "../../app/routes/projects.tsx";
import * as serviceRoute from "../../app/routes/service.tsx";
import * as servicesRoute from "../../app/routes/services.tsx";

/** What a loader is called with, for a path of the site and a set of documents. */
function loaderArgs(path: string, documents: ContentDocuments, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(contentContext, documents);
  // The loaders read request, params and context only.
  return { request: new Request(`http://localhost${path}`), params, context } as never;
}

/** A changed copy of the shipped documents: the shipped ones stay as they are. */
function changed(change: (documents: ContentDocuments) => void): ContentDocuments {
  const documents = structuredClone(shippedDocuments);
  change(documents);
  return documents;
}

describe("divisions, services, Labs, case studies and Our Work read the content source", () => {
  it("a service page shows the price, name and divisions of the documents it is given", () => {
    const documents = changed((d) => {
      d.services.serviceDetails.web.pricing = "Starting at $6,500";
      d.services.serviceDetails.web.title = "Web Engineering";
      d.divisions.divisions.find((division) => division.id === "nexus")!.name = "Nexus Research";
      d.services.serviceDetails.web.divisions = ["nexus"];
    });
    const data = serviceRoute.loader(loaderArgs("/services/web", documents, { serviceId: "web" }));
    if (!("service" in data) || !data.service) throw new Error("no service");
    expect(data.service.pricing).toBe("Starting at $6,500");
    expect(data.service.divisions).toEqual([{ name: "Nexus Research", href: "/divisions/nexus" }]);
    expect(data.head?.title).toBe("Web Engineering");
  });

  it("the services list shows each card with its service's name from the documents", () => {
    const documents = changed((d) => {
      d.services.serviceDetails.games.title = "Games";
      d.services.servicesPage.hero.title = "What We Do";
    });
    const data = servicesRoute.loader(loaderArgs("/services", documents));
    expect(data.page.hero.title).toBe("What We Do");
    expect(data.services.find((card) => card.slug === "games")?.title).toBe("Games");
  });

  it("the divisions list and a division's page show the documents' division", () => {
    const documents = changed((d) => {
      const nexus = d.divisions.divisions.find((division) => division.id === "nexus")!;
      nexus.name = "Nexus Research";
      nexus.description = "A rewritten description. It has two sentences.";
    });
    const list = divisionsRoute.loader(loaderArgs("/divisions", documents));
    expect(list.divisions.find((division) => division.id === "nexus")).toMatchObject({
      name: "Nexus Research",
      description: "A rewritten description. It has two sentences.",
    });
    const page = divisionRoute.loader(loaderArgs("/divisions/Nexus", documents, { id: "Nexus" }));
    if (!("division" in page) || !page.division) throw new Error("no division");
    expect(page.division.description).toBe("A rewritten description. It has two sentences.");
    expect(page.head?.title).toMatch(/^Nexus Research: /);
    expect(page.head?.description).toBe("A rewritten description.");
  });

  it("the Labs page shows the documents' projects", () => {
    const documents = changed((d) => {
      d.labs.labProjects[0]!.progress = 80;
      d.labs.labsHero.title = "The Labs, Today";
    });
    const data = projectsRoute.loader(loaderArgs("/projects", documents));
    expect(data.projects[0]?.progress).toBe(80);
    expect(data.hero.title).toBe("The Labs, Today");
  });

  it("the case studies credit the division by its name in the documents", () => {
    const documents = changed((d) => {
      const [study] = d["case-studies"].caseStudies;
      study!.title = "A New Case Study";
      d.divisions.divisions.find((division) => division.id === study!.division)!.name = "Renamed Division";
    });
    const data = caseStudiesRoute.loader(loaderArgs("/case-studies", documents));
    expect(data.studies[0]?.study.title).toBe("A New Case Study");
    expect(data.studies[0]?.divisionName).toBe("Renamed Division");
  });

  it("Our Work shows the documents' figures", () => {
    const documents = changed((d) => {
      d["our-work"].workStats.stats[0]!.value = "3M+";
    });
    const data = ourWorkRoute.loader(loaderArgs("/our-work", documents));
    expect(data.stats.stats[0]?.value).toBe("3M+");
  });

  it("the application form offers the divisions under the documents' names", () => {
    const documents = changed((d) => {
      d.divisions.divisions.find((division) => division.id === "viad")!.name = "VIAD Business";
    });
    const data = joinRoute.loader(loaderArgs("/join", documents));
    expect(data.divisionOptions.find((option) => option.value === "viad")?.label).toBe("VIAD Business");
    expect(data.divisionOptions.at(-1)?.value).toBe("general");
  });
});
