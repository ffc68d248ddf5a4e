import colors from "tailwindcss/colors";

/**
 * Tailwind's palette as hex, for pictures drawn outside the browser: Tailwind 4 defines its colours in
 * OKLCH, which the card renderer (satori and resvg) does not read.
 */

/** "oklch(78.9% 0.154 211.53)" → "#00d3f2" (CSS Color 4 conversion, clipped to sRGB). */
export function oklchToHex(value: string): string {
  const match = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(value.trim());
  if (!match) throw new Error(`not an oklch() colour: ${value}`);
  const lightness = Number(match[1]) / (match[2] ? 100 : 1);
  const chroma = Number(match[3]);
  const hue = (Number(match[4]) * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  // OKLab → LMS (cubed) → linear sRGB
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return (
    "#" +
    linear
      .map((channel) => {
        const clipped = Math.min(1, Math.max(0, channel));
        const gamma = clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055;
        return Math.round(gamma * 255)
          .toString(16)
          .padStart(2, "0");
      })
      .join("")
  );
}

/** "cyan-400" → its hex value in Tailwind's default palette. */
export function paletteHex(stop: string): string {
  const match = /^([a-z]+)-(\d+)$/.exec(stop);
  const shades = match ? (colors as unknown as Record<string, Record<string, string> | string>)[match[1] ?? ""] : undefined;
  const value = typeof shades === "object" ? shades[match?.[2] ?? ""] : undefined;
  if (!value) throw new Error(`not a Tailwind palette colour: ${stop}`);
  return value.startsWith("#") ? value : oklchToHex(value);
}
