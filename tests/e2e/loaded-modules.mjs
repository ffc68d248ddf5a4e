// Preloaded (node --import) into a server by server-lifecycle.spec.ts: writes, when the process exits,
// the URL of every module its main thread loaded to $LOADED_MODULES_FILE.
import fs from "node:fs";
import { registerHooks } from "node:module";

const loaded = new Set();
registerHooks({
  load(url, context, next) {
    loaded.add(url);
    return next(url, context);
  },
});
process.on("exit", () => fs.writeFileSync(process.env.LOADED_MODULES_FILE, [...loaded].join("\n")));
