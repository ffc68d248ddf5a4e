import path from "node:path";
import { defineConfig, mergeConfig, type Plugin } from "vitest/config";
import baseConfig from "../../vitest.config.ts";
import { rewordJsonValues, rewordStringLiterals } from "./reword.ts";

/**
 * The unit tests against reworded content: every string in app/content/ that reads as copy is rewritten
 * before a test imports it (see reword.ts). Tests protect the content's structure and the fixed figures of
 * docs/product.md, never its wording, so this run fails exactly where a test restates copy.
 *
 *   npx vitest run -c tests/copy-edit/vitest.config.ts tests/unit
 *
 * COPY_EDIT=sentences (the default) rewrites strings of four words or more, COPY_EDIT=all also the
 * shorter ones that hold a space (titles, labels).
 */
const contentDir = path.resolve(import.meta.dirname, "../../app/content") + path.sep;
const mode = process.env.COPY_EDIT === "all" ? "all" : "sentences";

const rewordContent: Plugin = {
  name: "reword-content",
  enforce: "post",
  transform(code, id) {
    if (!id.startsWith(contentDir) || id.endsWith(".json")) return null;
    return { code: rewordStringLiterals(code, this.parse(code), mode), map: null };
  },
};

// JSON documents are reworded as data, before Vite turns them into JavaScript (large ones into one
// JSON.parse("…") string, which would be reworded keys and all).
const rewordContentJson: Plugin = {
  name: "reword-content-json",
  enforce: "pre",
  transform(code, id) {
    if (!id.startsWith(contentDir) || !id.endsWith(".json")) return null;
    return { code: JSON.stringify(rewordJsonValues(JSON.parse(code), mode)), map: null };
  },
};

// No module cache on disk: a cached reworded module would outlive the run (and the mode it was made for).
export default mergeConfig(baseConfig, defineConfig({ plugins: [rewordContentJson, rewordContent], test: { fsModuleCache: false } }));
