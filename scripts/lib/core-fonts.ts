import path from "node:path";
import fs from "node:fs";
import subsetFont from "subset-font";
import { fontCoreCharacters, fontCoreWeights } from "../../app/lib/pages/font-core.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const fontsource = (family: string) => path.join(root, "node_modules", "@fontsource-variable", family, "files", `${family}-latin-wght-normal.woff2`);

/** Each core file: the fontsource latin file it is cut from and where it goes. */
export const coreFontFiles = ["space-grotesk", "jetbrains-mono"].map((family) => ({
  source: fontsource(family),
  target: path.join(root, "app", "assets", "fonts", `${family}-core.woff2`),
}));

/** The core file's bytes: the latin file limited to the core characters and weights, as WOFF2. */
export async function cutCoreFont(font: (typeof coreFontFiles)[number]): Promise<Buffer> {
  return subsetFont(fs.readFileSync(font.source), fontCoreCharacters, {
    targetFormat: "woff2",
    variationAxes: { wght: { ...fontCoreWeights } },
  });
}
