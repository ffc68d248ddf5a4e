// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApplicationForm } from "../../../app/components/join/application-form.tsx";
import enhanceApplicationForm from "../../../app/components/join/application-form.island.ts";
import { shippedDocuments } from "../../../app/content/documents.ts";
import { divisionOptionsOf } from "../../../app/lib/contracts/application.ts";

const { joinForm, joinFormFields } = shippedDocuments.join;

const notify = vi.fn();
vi.mock("../../../app/lib/browser/notices.ts", () => ({ notify: (notice: unknown) => notify(notice) }));

const divisionOptions = divisionOptionsOf(shippedDocuments.divisions);

const valid = {
  "Full Name": "Ada Lovelace",
  "Email Address": "ada@example.com",
  "Tell Us Your Story": "I write programs for engines that do not exist yet.",
};

function fillValid() {
  for (const [label, value] of Object.entries(valid)) fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  fireEvent.change(screen.getByLabelText("Division of Interest", { exact: false }), { target: { value: "nexus" } });
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: joinForm.submit }));

function stubFetch(...responses: (() => Promise<Response>)[]) {
  const calls: RequestInit[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    calls.push(init);
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    return next();
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

/** The form as the server sends it, with its island started on it (no React in the browser: decision 032). */
const mounted: (() => void)[] = [];
function render(form: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(form);
  document.body.append(container);
  const stop = enhanceApplicationForm(container.querySelector<HTMLElement>('[data-island="application-form"]')!) ?? (() => {});
  const unmount = () => {
    stop();
    container.remove();
  };
  mounted.push(unmount);
  return { unmount };
}

beforeEach(() => notify.mockReset());
afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  vi.unstubAllGlobals();
});

describe("the application form island", () => {
  it("offers the divisions its page gives it, under the names given", () => {
    const renamed = divisionOptions.map((option) => (option.value === "nexus" ? { ...option, label: "Nexus Research" } : option));
    render(<ApplicationForm copy={joinForm} fields={joinFormFields} divisionOptions={renamed} />);
    const select = screen.getByLabelText("Division of Interest", { exact: false }) as HTMLSelectElement;
    const offered = Array.from(select.options).filter((option) => option.value !== "");
    expect(offered.map((option) => option.value)).toEqual(renamed.map((option) => option.value));
    expect(offered.find((option) => option.value === "nexus")?.textContent).toBe("Nexus Research");
  });

  it("labels every field of the content table and marks the four required ones", () => {
    render(<ApplicationForm copy={joinForm} fields={joinFormFields} divisionOptions={divisionOptions} />);
    for (const field of joinFormFields) {
      const control = screen.getByLabelText(field.label, { exact: false });
      expect(control.getAttribute("name")).toBe(field.name);
      expect(control.hasAttribute("required")).toBe(Boolean(field.required));
    }
    expect(joinFormFields.filter((field) => field.required).map((field) => field.label)).toEqual([
      "Full Name",
      "Email Address",
      "Division of Interest",
      "Tell Us Your Story",
    ]);
  });

  it("checks the fields before sending: messages beside them, focus on the first, nothing sent", async () => {
    const calls = stubFetch();
    render(<ApplicationForm copy={joinForm} fields={joinFormFields} divisionOptions={divisionOptions} />);
    submit();
    await waitFor(() => expect(screen.getByLabelText("Full Name", { exact: false }).getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Please select a division")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Full Name", { exact: false }));
    expect(calls).toHaveLength(0);
  });

  it("pending, then success: one POST with a key, a notice, every field cleared, a new key next time", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = stubFetch(
      async () => {
        await held;
        return new Response('{"id":1}', { status: 201 });
      },
      async () => new Response('{"id":2}', { status: 201 }),
    );
    render(<ApplicationForm copy={joinForm} fields={joinFormFields} divisionOptions={divisionOptions} />);
    fillValid();
    submit();
    const pending = await screen.findByRole("button", { name: joinForm.pending });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: joinForm.successTitle, description: joinForm.successBody, variant: "success" }));
    expect((screen.getByLabelText("Full Name", { exact: false }) as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Division of Interest", { exact: false }) as HTMLSelectElement).value).toBe("");
    const first = calls[0]!;
    expect(JSON.parse(String(first.body))).toMatchObject({ name: "Ada Lovelace", division: "nexus" });
    const firstKey = (first.headers as Record<string, string>)["Idempotency-Key"];
    expect(firstKey).toMatch(/^[a-f0-9]{32}$/);

    // The confirmation takes the button area's place (and its focus); it offers a new application.
    const received = await screen.findByRole("region", { name: joinForm.successTitle });
    await waitFor(() => expect(document.activeElement).toBe(received));
    expect(screen.queryByRole("button", { name: joinForm.submit })).toBeNull();
    // The answer did not say mail goes out: no promise of an e-mail.
    expect(received.textContent).not.toContain("e-mail");
    fireEvent.click(screen.getByRole("link", { name: joinForm.applyAgain }));
    expect(screen.queryByRole("region", { name: joinForm.successTitle })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Full Name", { exact: false }));
    fillValid();
    submit();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect((calls[1]!.headers as Record<string, string>)["Idempotency-Key"]).not.toBe(firstKey);
  });

  it("says a confirmation e-mail is on its way to the typed address only when the server says it sends mail", async () => {
    stubFetch(async () => new Response('{"id":1,"createdAt":"2026-11-23T10:00:00.000Z","confirmationEmail":true}', { status: 201 }));
    render(<ApplicationForm copy={joinForm} fields={joinFormFields} divisionOptions={divisionOptions} />);
    fillValid();
    submit();
    const received = await screen.findByRole("region", { name: joinForm.successTitle });
    expect(received.textContent).toContain("A confirmation e-mail is on its way to ada@example.com. We send one per address a day.");
    expect(received.textContent).toContain(joinForm.successBody);
  });

  it("typing again after a success brings the button back", async () => {
    stubFetch(async () => new Response('{"id":1}', { status: 201 }));
    render(<ApplicationForm copy={joinForm} fields={joinFormFields} divisionOptions={divisionOptions} />);
    fillValid();
    submit();
    await screen.findByRole("region", { name: joinForm.successTitle });
    fireEvent.input(screen.getByLabelText("Full Name", { exact: false }), { target: { value: "B" } });
    expect(screen.getByRole("button", { name: joinForm.submit })).toBeTruthy();
    expect(screen.queryByRole("region", { name: joinForm.successTitle })).toBeNull();
  });

  it("links the privacy note to the privacy policy", () => {
    render(<ApplicationForm copy={joinForm} fields={joinFormFields} divisionOptions={divisionOptions} />);
    expect(screen.getByRole("link", { name: "privacy policy" }).getAttribute("href")).toBe("/privacy");
  });

  it("failure: 'Transmission Failed' with the status and text, values kept, the same key on retry", async () => {
    const calls = stubFetch(
      async () => new Response("boom", { status: 500 }),
      async () => new Response("boom", { status: 500 }),
    );
    render(<ApplicationForm copy={joinForm} fields={joinFormFields} divisionOptions={divisionOptions} />);
    fillValid();
    submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: joinForm.failureTitle, description: "500: boom", variant: "destructive" }));
    expect((screen.getByLabelText("Full Name", { exact: false }) as HTMLInputElement).value).toBe("Ada Lovelace");
    submit();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect((calls[1]!.headers as Record<string, string>)["Idempotency-Key"]).toBe((calls[0]!.headers as Record<string, string>)["Idempotency-Key"]);
  });

  it("a 400 from the server puts its messages beside the fields", async () => {
    stubFetch(async () => new Response(JSON.stringify({ errors: { email: "Please enter a valid email address" } }), { status: 400 }));
    render(<ApplicationForm copy={joinForm} fields={joinFormFields} divisionOptions={divisionOptions} />);
    fillValid();
    submit();
    await waitFor(() => expect(screen.getByLabelText("Email Address", { exact: false }).getAttribute("aria-invalid")).toBe("true"));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ description: "400: Please enter a valid email address" }));
  });

  it("a network failure falls back to the error's message", async () => {
    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    render(<ApplicationForm copy={joinForm} fields={joinFormFields} divisionOptions={divisionOptions} />);
    fillValid();
    submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: joinForm.failureTitle, description: "Failed to fetch", variant: "destructive" }));
  });

  it("shows what the no-JavaScript post answered: the errors with the values, or the success", () => {
    const { unmount } = render(
      <ApplicationForm
        copy={joinForm}
        fields={joinFormFields}
        divisionOptions={divisionOptions}
        result={{
          status: "invalid",
          errors: { name: "Name must be at least 2 characters", message: "Message must be at least 10 characters" },
          values: { name: "A", email: "a@example.com", discord: "", division: "", portfolio: "", message: "short" },
        }}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe("Please correct 2 fields below.");
    expect((screen.getByLabelText("Email Address", { exact: false }) as HTMLInputElement).value).toBe("a@example.com");
    expect(screen.getByText("Name must be at least 2 characters")).toBeTruthy();
    unmount();
    render(<ApplicationForm copy={joinForm} fields={joinFormFields} divisionOptions={divisionOptions} result={{ status: "received" }} />);
    // The fragment target of the redirect, focusable so the browser puts focus there; a plain link to start again.
    const received = screen.getByRole("region", { name: joinForm.successTitle });
    expect(received.id).toBe("application-received");
    expect(received.getAttribute("tabindex")).toBe("-1");
    expect(screen.queryByRole("button", { name: joinForm.submit })).toBeNull();
    expect(screen.getByRole("link", { name: joinForm.applyAgain }).getAttribute("href")).toBe("/join#apply");
  });
});
