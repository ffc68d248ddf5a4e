// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import enhanceInquiryForm from "../../../app/components/contact/inquiry-form.island.ts";
import { InquiryForm } from "../../../app/components/contact/inquiry-form.tsx";
import { shippedDocuments } from "../../../app/content/documents.ts";
import { inquiryMessages } from "../../../app/lib/contracts/inquiry-rules.ts";
import { inquiryTopicOptionsOf } from "../../../app/lib/contracts/inquiry-topics.ts";

// The inquiry form as the server renders it, with its island (no React, no zod in the browser: decision 032).
const copy = shippedDocuments.contact.contactInquiry;
const topicOptions = inquiryTopicOptionsOf(shippedDocuments.services, shippedDocuments.divisions);

const notify = vi.fn();
vi.mock("../../../app/lib/browser/notices.ts", () => ({ notify: (notice: unknown) => notify(notice) }));

let stop: (() => void) | undefined;
function mount(topic = "") {
  document.body.innerHTML = renderToStaticMarkup(<InquiryForm copy={copy} topicOptions={topicOptions} topic={topic} />);
  stop = enhanceInquiryForm(document.querySelector<HTMLElement>('[data-island="inquiry-form"]')!) ?? undefined;
}
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

beforeEach(() => notify.mockReset());
afterEach(() => {
  stop?.();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("the inquiry form island", () => {
  it("checks a field when the visitor leaves it: the message beside it, wired to it, and gone once corrected", () => {
    mount();
    const description = field("Your project");
    fireEvent.focusOut(description);
    expect(description.getAttribute("aria-invalid")).toBe("false");
    fireEvent.change(description, { target: { value: "A shop." } });
    fireEvent.focusOut(description);
    expect(description.getAttribute("aria-invalid")).toBe("true");
    const message = screen.getByText(inquiryMessages.description);
    expect(description.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    fireEvent.change(description, { target: { value: "A shop for our bakery, with online orders." } });
    fireEvent.focusOut(description);
    expect(description.getAttribute("aria-invalid")).toBe("false");
    expect(screen.queryByText(inquiryMessages.description)).toBeNull();
  });

  it("does not check a field left for the send button, so the button does not move between its press and its release", () => {
    mount();
    const description = field("Your project");
    fireEvent.change(description, { target: { value: "A shop." } });
    fireEvent.focusOut(description, { relatedTarget: screen.getByRole("button", { name: copy.submit }) });
    expect(screen.queryByText(inquiryMessages.description)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: copy.submit }));
    expect(screen.getByText(inquiryMessages.description)).toBeTruthy();
  });

  it("sends the fill with its preselected topic to /api/inquiries, pending, then the received notice in focus", async () => {
    const calls: [string, RequestInit][] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push([url, init]);
        return new Response('{"id":7,"confirmationEmail":true}', { status: 201 });
      }),
    );
    mount("service:web");
    fireEvent.change(field("Your name"), { target: { value: "Ada Lovelace" } });
    fireEvent.change(field("Work email"), { target: { value: "ada@example.com" } });
    fireEvent.change(field("Your project"), { target: { value: "A shop for our bakery, with online orders." } });
    fireEvent.click(screen.getByRole("button", { name: copy.submit }));
    expect(screen.getByRole("button", { name: copy.pending })).toHaveProperty("disabled", true);
    const received = await screen.findByRole("region", { name: copy.successTitle });
    expect(document.activeElement).toBe(received);
    expect(received.textContent).toContain("ada@example.com");
    expect(screen.queryByRole("button", { name: copy.submit })).toBeNull();
    const [url, init] = calls[0]!;
    expect(url).toBe("/api/inquiries");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "",
      topic: "service:web",
      budget: "",
      wishedStart: "",
      description: "A shop for our bakery, with online orders.",
      link: "",
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: copy.successTitle, variant: "success" })));
    fireEvent.click(screen.getByRole("link", { name: copy.sendAnother }));
    expect(screen.getByRole("button", { name: copy.submit })).toBeTruthy();
    expect(document.activeElement).toBe(field("Your name"));
  });

  it("takes the no-JavaScript answer's count of errors away once it checks the fields itself", () => {
    document.body.innerHTML = renderToStaticMarkup(
      <InquiryForm
        copy={copy}
        topicOptions={topicOptions}
        topic=""
        result={{
          status: "invalid",
          errors: { name: inquiryMessages.name },
          values: { name: "A", email: "", company: "", topic: "", budget: "", wishedStart: "", description: "", link: "" },
        }}
      />,
    );
    stop = enhanceInquiryForm(document.querySelector<HTMLElement>('[data-island="inquiry-form"]')!) ?? undefined;
    expect(screen.getByRole("alert")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: copy.submit }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field("Your name").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(inquiryMessages.description)).toBeTruthy();
  });
});
