/**
 * Cuts the core font files (app/lib/pages/font-core.ts says what and why) from the fontsource latin files
 * and writes them to app/assets/fonts/ (committed, like the cover images). Deterministic: the same
 * inputs give the same bytes, which tests/unit/build/font-core.test.ts checks.
 *
 *   node_modules/.bin/node scripts/subset-fonts.ts            # write both files
 *   node_modules/.bin/node scripts/subset-fonts.ts --check    # exit 1 if a committed file is out of date
 */
import fs from "node:fs";
import { coreFontFiles, cutCoreFont } from "./lib/core-fonts.ts";

let stale = 0;
for (const font of coreFontFiles) {
  const bytes = await cutCoreFont(font);
  const current = fs.existsSync(font.target) ? fs.readFileSync(font.target) : undefined;
  if (current?.equals(bytes)) {
    console.log(`${font.target}: up to date (${(bytes.length / 1024).toFixed(1)} KB)`);
  } else if (process.argv.includes("--check")) {
    console.error(`${font.target}: out of date — run node_modules/.bin/node scripts/subset-fonts.ts`);
    stale++;
  } else {
    fs.writeFileSync(font.target, bytes);
    console.log(`${font.target}: written, ${(fs.statSync(font.source).size / 1024).toFixed(1)} KB → ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}
process.exitCode = stale ? 1 : 0;
