import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: { assetsInlineLimit: 0 },
  // Bundled into the server build, so it holds only the icons the pages use: left external, the server
  // loaded all of lucide's icons at start (about 40 MB resident).
  ssr: { noExternal: ["lucide-react"] },
});
