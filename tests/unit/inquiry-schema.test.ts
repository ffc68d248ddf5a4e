import { describe, expect, it } from "vitest";
import { validateInquiry } from "../../app/lib/contracts/inquiry.ts";
import { inquiryMessages, wishedStarts } from "../../app/lib/contracts/inquiry-rules.ts";
import { inquiryTopicOptionsOf, inquiryTopics, toInquiryForm } from "../../app/lib/contracts/inquiry-topics.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import { answerDueAt, inquiryPromise, withResponseTime } from "../../app/content/inquiry-promise.ts";

const valid = {
  name: "Ada Lovelace",
  email: "ada@analytical.example",
  company: "",
  topic: "service:web",
  budget: "",
  wishedStart: "",
  description: "A shop for our bakery, with online orders.",
  link: "",
};

describe("the inquiry schema shared by the form and the server", () => {
  it("accepts a minimal inquiry, trimming and filling the optional fields", () => {
    const result = validateInquiry({
      name: " Ada Lovelace ",
      email: "ada@analytical.example",
      topic: "unsure",
      description: "  A shop for our bakery, please.  ",
    });
    expect(result).toEqual({
      ok: true,
      data: {
        name: "Ada Lovelace",
        email: "ada@analytical.example",
        company: "",
        topic: "unsure",
        budget: "",
        wishedStart: "",
        description: "A shop for our bakery, please.",
        link: "",
      },
    });
  });

  it("says what is wrong with each field, in the words the page shows", () => {
    const result = validateInquiry({
      name: "A",
      email: "not-an-address",
      topic: "service:skynet",
      budget: "Lots!",
      wishedStart: "yesterday",
      description: "too short",
      link: "ftp://x.example",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: inquiryMessages.name,
        email: inquiryMessages.email,
        topic: inquiryMessages.topic,
        budget: inquiryMessages.budget,
        wishedStart: inquiryMessages.wishedStart,
        description: "Please describe your project in at least 20 characters",
        link: inquiryMessages.link,
      },
    });
  });

  it("refuses control characters and lone surrogates, keeps line breaks in the description, and unifies them", () => {
    expect(validateInquiry({ ...valid, company: "Bad\u001bCo" })).toMatchObject({ ok: false, errors: { company: inquiryMessages.companyCharacters } });
    expect(validateInquiry({ ...valid, name: "Ada\u0085" })).toMatchObject({ ok: false, errors: { name: inquiryMessages.nameCharacters } });
    expect(validateInquiry({ ...valid, description: "A project \uDC00 long enough to count." })).toMatchObject({
      ok: false,
      errors: { description: inquiryMessages.descriptionCharacters },
    });
    expect(validateInquiry({ ...valid, description: "First line\r\nsecond line\ttabbed." })).toMatchObject({
      ok: true,
      data: { description: "First line\nsecond line\ttabbed." },
    });
  });

  it("gives a field's own message for a value of the wrong type", () => {
    expect(validateInquiry({ ...valid, name: 7, topic: null, link: ["https://x.example"] })).toEqual({
      ok: false,
      errors: { name: inquiryMessages.name, topic: inquiryMessages.topic, link: inquiryMessages.link },
    });
  });

  it("caps the lengths", () => {
    expect(validateInquiry({ ...valid, description: "x".repeat(5001) })).toMatchObject({
      ok: false,
      errors: { description: inquiryMessages.descriptionTooLong },
    });
    expect(validateInquiry({ ...valid, company: "x".repeat(121) })).toMatchObject({ ok: false, errors: { company: inquiryMessages.companyTooLong } });
  });

  it("offers every shipped budget range and wished start as a valid choice", () => {
    for (const range of shippedDocuments.contact.contactInquiry.budgetRanges) expect(validateInquiry({ ...valid, budget: range.id }).ok, range.id).toBe(true);
    for (const start of wishedStarts) expect(validateInquiry({ ...valid, wishedStart: start }).ok, start).toBe(true);
  });
});

describe("inquiry topics", () => {
  it("are the six services, the nine divisions and 'Not sure yet', labelled as the content names them", () => {
    const options = inquiryTopicOptionsOf(shippedDocuments.services, shippedDocuments.divisions);
    expect(new Set(options.map((option) => option.value))).toEqual(new Set(inquiryTopics));
    expect(options).toHaveLength(16);
    expect(options.find((option) => option.value === "service:web")).toEqual({ value: "service:web", label: "Web Development", group: "Services" });
    expect(options.at(-1)).toEqual({ value: "unsure", label: "Not sure yet", group: "Other" });
  });

  it("point a contact link of a service or division page at the form with its topic, and leave other links alone", () => {
    expect(toInquiryForm("/contact", { service: "web" })).toBe("/contact?service=web#start");
    expect(toInquiryForm("/contact#start", { division: "nexus" })).toBe("/contact?division=nexus#start");
    expect(toInquiryForm("/services", { service: "web" })).toBe("/services");
    expect(toInquiryForm("/contact-us", { service: "web" })).toBe("/contact-us");
  });
});

describe("the response-time promise", () => {
  it("is one constant behind the page's words and the answer's due time", () => {
    expect(withResponseTime("within {hours} hours")).toBe(`within ${inquiryPromise.responseTimeHours} hours`);
    const arrived = new Date("2026-03-01T10:00:00Z");
    expect(answerDueAt(arrived).getTime() - arrived.getTime()).toBe(inquiryPromise.responseTimeHours * 3_600_000);
  });
});
