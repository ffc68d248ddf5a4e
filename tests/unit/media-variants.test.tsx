import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SizedImage } from "../../app/components/ui/sized-image.tsx";
import { mediaSources, mediaWidthsFor } from "../../app/lib/contracts/media-variants.ts";
import { widthsFor } from "../../server/media/image-convert.ts";

const hash = "0123456789abcdef0123456789abcdef";

describe("uploaded images on the pages", () => {
  it("offers every width the server keeps, in AVIF and WebP, and nothing for a file shipped in public/", () => {
    expect(mediaSources(`/media/${hash}-1440.webp`)).toEqual({
      avif: `/media/${hash}-480.avif 480w, /media/${hash}-960.avif 960w, /media/${hash}-1440.avif 1440w`,
      webp: `/media/${hash}-480.webp 480w, /media/${hash}-960.webp 960w, /media/${hash}-1440.webp 1440w`,
    });
    // An original narrower than every fixed width has one file at its own width.
    expect(mediaSources(`/media/${hash}-300.webp`)?.webp).toBe(`/media/${hash}-300.webp 300w`);
    expect(mediaSources("/images/news/noxgpt-launch.webp")).toBeUndefined();
    expect(mediaSources(`/media/${hash}-1440.webp?x=1`)).toBeUndefined();
    // The pages and the converter read one rule.
    for (const width of [200, 480, 700, 960, 1200, 1440, 4000]) expect(mediaWidthsFor(width)).toEqual(widthsFor(width));
  });

  it("renders a <picture> with both formats for an upload, a plain sized <img> otherwise", () => {
    const uploaded = renderToStaticMarkup(<SizedImage image={{ src: `/media/${hash}-960.webp`, alt: "A cover", width: 960, height: 540 }} load="priority" />);
    expect(uploaded).toMatch(/^<picture><source type="image\/avif" srcSet="[^"]+" sizes="[^"]+"\/><source type="image\/webp"/);
    expect(uploaded).toContain(`<img src="/media/${hash}-960.webp" alt="A cover" width="960" height="540" fetchPriority="high"`);
    const shipped = renderToStaticMarkup(<SizedImage image={{ src: "/images/a.webp", alt: "A", width: 10, height: 10 }} />);
    expect(shipped.startsWith("<img ")).toBe(true);
  });
});
