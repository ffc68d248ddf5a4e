/**
 * Steps that run on the finished React Router build, in order (`npm run build` runs this after
 * `react-router build`). Each step is its own module under scripts/build/ and takes the client build folder.
 */
import path from "node:path";
import { drawSocialCards } from "./build/social-cards.ts";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.resolve(root, process.env.BUILD_DIR ?? "build", "client");

async function step<T>(name: string, run: () => Promise<T>, summary: (result: T) => string) {
  const started = performance.now();
  const result = await run();
  console.log(`postbuild: ${name}: ${summary(result)} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

await step(
  "social cards",
  () => drawSocialCards(clientDir),
  ({ cards, logo }) => {
    const sizes = cards.map((card) => card.bytes);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    return `${cards.length} cards, largest ${kb(Math.max(...sizes))}, total ${kb(sizes.reduce((sum, size) => sum + size, 0))}; logo ${kb(logo.bytes)}`;
  },
);
