// Social cards drawn in a short-lived process of their own for each render (server/render/social-cards-process.ts):
// the same PNGs, byte for byte, as drawing them in the server's own process, in the order asked for; the
// process exits once they are drawn (or fail), and a render that reuses every card starts none.
import { afterEach, describe, expect, it, vi } from "vitest";
import { started } from "./forks.ts";
import { siteIdentity } from "../../../app/lib/pages/site-identity.ts";
import { drawImage } from "../../../server/render/social-card-drawing.ts";
import { cardsToDraw, drawSocialCards } from "../../../server/render/social-cards.ts";

vi.mock("node:child_process", async (original) => (await import("./forks.ts")).trackedChildProcess(original));

afterEach(() => {
  started.length = 0;
});

const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M4 5h6l6 15 6-15h6L19 27h-6z" fill="#22d3ee"/></svg>`;
const logo = { src: siteIdentity.logo.src, svg: mark, width: 64 };
// A few pages' cards: the site card, one with a section and subtitle (a division), a long title.
const cards = cardsToDraw()
  .filter((card, index) => index < 2 || card.path.startsWith("/divisions/"))
  .slice(0, 4);

describe("the social cards' process", () => {
  it("draws a publish's cards and logo byte for byte as the server's own process would, in order, and exits", async () => {
    const report = await drawSocialCards({ cards, logo, reuse: () => undefined, concurrency: 2 });
    expect(report).toMatchObject({ drawn: cards.length + 1, reused: 0 });
    expect(report.images.map((image) => image.src)).toEqual([...cards.map((card) => card.image.src), logo.src]);
    for (const [index, card] of cards.entries()) expect(report.images[index]!.png.equals(await drawImage({ card })), card.path).toBe(true);
    expect(report.images.at(-1)!.png.equals(await drawImage({ svg: mark, width: 64 }))).toBe(true);
    expect(report.images[0]!.png.subarray(1, 4).toString()).toBe("PNG");

    expect(started).toHaveLength(1);
    expect(started[0]!.exited).toBe(true);
    expect(started[0]!.child.pid).not.toBe(process.pid);
  });

  it("draws only what the previous render did not, and starts no process when every image is reused", async () => {
    const first = await drawSocialCards({ cards, logo, reuse: () => undefined, concurrency: 1 });
    const drawnBefore = new Map(first.images.map((image) => [image.key, image.png]));
    started.length = 0;

    const again = await drawSocialCards({ cards, logo, reuse: (key) => drawnBefore.get(key), concurrency: 1 });
    expect(again).toMatchObject({ drawn: 0, reused: cards.length + 1 });
    expect(started).toHaveLength(0);

    const changed = [{ ...cards[1]!, title: "A title the previous render did not draw" }, ...cards.slice(2)];
    const partly = await drawSocialCards({ cards: changed, logo, reuse: (key) => drawnBefore.get(key), concurrency: 1 });
    expect(partly).toMatchObject({ drawn: 1, reused: changed.length });
    expect(partly.images[0]!.png.equals(await drawImage({ card: changed[0]! }))).toBe(true);
    expect(started).toHaveLength(1);
    expect(started[0]!.exited).toBe(true);
  });

  it("an image that cannot be drawn fails the render with a one-line message, and the process still exits", async () => {
    await expect(drawSocialCards({ cards: [], logo: { ...logo, svg: "not an image" }, reuse: () => undefined, concurrency: 1 })).rejects.toThrow(
      /^the social cards could not be drawn \([^\n]+\)$/,
    );
    expect(started).toHaveLength(1);
    expect(started[0]!.exited).toBe(true);
  });

  it("a drawing process that dies (killed, out of memory) fails the render with a message, and the server process lives on", async () => {
    const drawing = drawSocialCards({ cards, logo, reuse: () => undefined, concurrency: 1 });
    await vi.waitFor(() => expect(started).toHaveLength(1));
    started[0]!.child.kill("SIGKILL");
    await expect(drawing).rejects.toThrow(/^the social cards could not be drawn \(the drawing process ended \(SIGKILL\)\)$/);
    expect(started[0]!.exited).toBe(true);
  });
});
