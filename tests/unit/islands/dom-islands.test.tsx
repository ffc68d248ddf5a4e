// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import enhanceCategoryFilter from "../../../app/components/sections/category-filter.island.ts";
import { CategoryFilterRegion } from "../../../app/components/sections/category-filter.tsx";
import enhanceCarousel from "../../../app/components/home/testimonials-carousel.island.ts";
import { TestimonialsCarousel } from "../../../app/components/home/testimonials-carousel.tsx";
import enhanceNoticeArea from "../../../app/components/layout/notice-area.island.ts";
import { NoticeArea } from "../../../app/components/layout/notice-area.tsx";
import { shippedDocuments } from "../../../app/content/documents.ts";
import { dismissNotice, noticeDurationMs, notify } from "../../../app/lib/browser/notices.ts";

const { testimonials } = shippedDocuments.testimonials;

function mount(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  return document.body;
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no matchMedia: nobody asks for reduced motion here.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  dismissNotice();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("notices (app/lib/browser/notices.ts)", () => {
  it("shows one notice at a time, announces it, and removes it after 5 s", () => {
    mount(renderToStaticMarkup(<NoticeArea />));
    notify({ title: "First", description: "one" });
    notify({ title: "Second", description: "two", variant: "destructive" });
    const items = document.querySelectorAll("[data-notice-list] li");
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain("Second");
    expect(document.querySelector('[data-notice-announce="assertive"]')?.textContent).toBe("Second. two");
    vi.advanceTimersByTime(noticeDurationMs - 1);
    expect(document.querySelectorAll("[data-notice-list] li")).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(document.querySelectorAll("[data-notice-list] li")).toHaveLength(0);
  });

  it("is dismissed by its close button, and F8 moves focus to the area", () => {
    const body = mount(renderToStaticMarkup(<NoticeArea />));
    const stop = enhanceNoticeArea(body.querySelector("section") as HTMLElement);
    notify({ title: "Closable" });
    (document.querySelector('button[aria-label="Dismiss notification"]') as HTMLButtonElement).click();
    expect(document.querySelectorAll("[data-notice-list] li")).toHaveLength(0);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8" }));
    expect(document.activeElement).toBe(document.querySelector("[data-notice-list]"));
    if (typeof stop === "function") stop();
  });

  it("waits while focus is in the notice area", () => {
    mount(renderToStaticMarkup(<NoticeArea />));
    notify({ title: "Read me" });
    (document.querySelector("[data-notice-list]") as HTMLElement).focus();
    document.querySelector("[data-notice-list]")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    vi.advanceTimersByTime(noticeDurationMs * 3);
    expect(document.querySelectorAll("[data-notice-list] li")).toHaveLength(1);
  });
});

describe("the testimonials carousel island", () => {
  const render = () => {
    const body = mount(renderToStaticMarkup(<TestimonialsCarousel testimonials={testimonials} intervalMs={5000} label="Client testimonials" />));
    const root = body.querySelector("section") as HTMLElement;
    enhanceCarousel(root);
    const status = () => root.querySelector("[data-carousel-status]")?.textContent;
    const click = (selector: string) => (root.querySelector(selector) as HTMLButtonElement).click();
    return { root, status, click };
  };

  it("starts with every control disabled in the server HTML, and enables them", () => {
    const markup = renderToStaticMarkup(<TestimonialsCarousel testimonials={testimonials} intervalMs={5000} label="x" />);
    expect(markup.match(/<button[^>]*disabled/g)).toHaveLength(testimonials.length + 3);
    const { root } = render();
    expect(root.querySelectorAll("button:disabled")).toHaveLength(0);
  });

  it("advances every 5 s, wraps both ways, and jumps with the dots", () => {
    const { root, status, click } = render();
    expect(status()).toBe("Review 1 of 8");
    vi.advanceTimersByTime(5000);
    expect(status()).toBe("Review 2 of 8");
    click('[data-carousel-dot="7"]');
    expect(status()).toBe("Review 8 of 8");
    expect(root.querySelector('[data-carousel-dot="7"]')?.getAttribute("aria-current")).toBe("true");
    click('[data-carousel-step="1"]');
    expect(status()).toBe("Review 1 of 8");
    click('[data-carousel-step="-1"]');
    expect(status()).toBe("Review 8 of 8");
    expect(root.querySelectorAll("[data-slide][data-current]")).toHaveLength(1);
  });

  it("pauses and plays on request, announcing changes only while paused", () => {
    const { root, status, click } = render();
    expect(root.querySelector("[data-carousel-slides]")?.getAttribute("aria-live")).toBe("off");
    click("[data-carousel-play]");
    expect(root.querySelector("[data-carousel-play]")?.getAttribute("aria-label")).toBe("Play testimonials");
    expect(root.querySelector("[data-carousel-slides]")?.getAttribute("aria-live")).toBe("polite");
    vi.advanceTimersByTime(20_000);
    expect(status()).toBe("Review 1 of 8");
    click("[data-carousel-play]");
    vi.advanceTimersByTime(5000);
    expect(status()).toBe("Review 2 of 8");
  });
});

describe("the category filter island", () => {
  it("hides the other categories, counts what is shown, and shows the empty state when nothing matches", () => {
    const status = {
      showingAll: "Showing all {count} posts",
      showingCategory: "Showing {count} {noun} in {category}",
      countNoun: "posts",
      countNounOne: "post",
    };
    const body = mount(
      renderToStaticMarkup(
        <CategoryFilterRegion
          label="Filter"
          options={[
            { value: null, label: "All" },
            { value: "AI", label: "AI" },
            { value: "Games", label: "Games" },
            { value: "Legal", label: "Legal" },
          ]}
          status={status}
          total={3}
          noScriptNote="All shown."
          empty={<p>Nothing here</p>}
        >
          <ul>
            <li data-category="AI">a</li>
            <li data-category="AI">b</li>
            <li data-category="Games">c</li>
          </ul>
        </CategoryFilterRegion>,
      ),
    );
    const region = body.firstElementChild as HTMLElement;
    expect(region.querySelectorAll("button:disabled")).toHaveLength(4);
    enhanceCategoryFilter(region);
    const press = (label: string) => (Array.from(region.querySelectorAll("button")).find((b) => b.textContent === label) as HTMLButtonElement).click();
    const visible = () =>
      Array.from(region.querySelectorAll<HTMLElement>("[data-category]"))
        .filter((item) => !item.hidden)
        .map((item) => item.textContent);
    const statusText = () => region.querySelector("[data-filter-status]")?.textContent;

    press("AI");
    expect(visible()).toEqual(["a", "b"]);
    expect(statusText()).toBe("Showing 2 posts in AI");
    press("Games");
    expect(statusText()).toBe("Showing 1 post in Games");
    press("Legal");
    expect(visible()).toEqual([]);
    expect((region.querySelector("[data-filter-empty]") as HTMLElement).hidden).toBe(false);
    press("All");
    expect(visible()).toEqual(["a", "b", "c"]);
    expect(statusText()).toBe("Showing all 3 posts");
    expect(region.querySelector('[aria-pressed="true"]')?.textContent).toBe("All");
  });
});
