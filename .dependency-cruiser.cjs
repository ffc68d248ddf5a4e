/**
 * Imports run one way (npm run lint:imports, part of npm test):
 *   server/ → app/lib's contracts/, pages/ and editor/ (what app and server share, the page registry,
 *   the editor's form engine) and app/content (data only: the mail's words, the site's addresses), never
 *   the other way, and never app/lib/browser/ (browser-only helpers), which nothing the server reaches
 *   imports;
 *   a page area's components (app/components/<area>/) → ui/, sections/, lib/, content/, the island
 *   markers and their own area;
 *   ui/ and sections/ → each other, lib/, content/ and the island markers only; lib/ → lib/ and content/;
 *   content/ → content/;
 *   the island markers (app/islands/dom-island.ts, react-island.tsx) → nothing of the app but the
 *   registry's island names, as a type: components use them, and only the app's wiring (the registry,
 *   the client entry) imports components.
 */
const area = "^app/components/(?!ui/|sections/)([^/]+)/";
const islandMarkers = "^app/islands/(dom-island|react-island)\\.tsx?$";
const islandRegistry = "^app/islands/registry\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "app-never-imports-server",
      comment: "The app is built for the browser too; server code reaches it only through the request context.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^server/" },
    },
    {
      name: "server-imports-only-app-lib-and-content",
      comment:
        "The server shares the contracts, the page registry and the editor's forms in app/lib and reads the data in app/content, nothing else of the app; app/lib/browser/ is for the browser only.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/", pathNot: "^app/(lib/(contracts|pages|editor)|content)/" },
    },
    {
      name: "shared-lib-never-imports-browser-helpers",
      comment: "The server imports these folders of app/lib: a browser-only helper (the DOM, React hooks, fetch) imported here would run on the server too.",
      severity: "error",
      from: { path: "^app/lib/(contracts|pages|editor)/" },
      to: { path: "^app/lib/browser/" },
    },
    {
      name: "area-imports-ui-sections-lib-content-and-itself",
      comment: "A page area's components use shared parts, never another area's or a route's.",
      severity: "error",
      from: { path: area },
      to: { path: "^app/", pathNot: ["^app/components/(ui|sections)/", "^app/(lib|content|assets)/", "^app/components/$1/", islandMarkers] },
    },
    {
      name: "ui-imports-only-ui-lib-content",
      severity: "error",
      from: { path: "^app/components/ui/" },
      to: { path: "^app/", pathNot: ["^app/components/ui/", "^app/(lib|content|assets)/", islandMarkers] },
    },
    {
      name: "sections-import-only-ui-sections-lib-content",
      severity: "error",
      from: { path: "^app/components/sections/" },
      to: { path: "^app/", pathNot: ["^app/components/(ui|sections)/", "^app/(lib|content|assets)/", islandMarkers] },
    },
    {
      name: "lib-imports-only-lib-content",
      severity: "error",
      from: { path: "^app/lib/" },
      to: { path: "^app/", pathNot: "^app/(lib|content)/" },
    },
    {
      name: "island-markers-import-nothing-of-the-app",
      comment: "Components import the markers; a marker importing a component would turn the layers around.",
      severity: "error",
      from: { path: islandMarkers },
      to: { path: "^app/", pathNot: [islandMarkers, islandRegistry] },
    },
    {
      name: "island-markers-take-only-the-registry-names",
      comment:
        "The markers read the registry's island names as a type (a misspelt name is a type error); a value import would pull every island into every component.",
      severity: "error",
      from: { path: islandMarkers },
      to: { path: islandRegistry, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "drizzle-at-run-time-only-through-server-db-drizzle",
      comment: "server/db/drizzle.ts loads the one bundle made of server/db/drizzle-parts.ts (decision 012); nothing else loads Drizzle's own files.",
      severity: "error",
      from: { path: "^(server|scripts)/", pathNot: "^server/db/drizzle-parts\\.ts$" },
      to: { path: "node_modules/drizzle-orm/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "drizzle-parts-are-the-bundle-source-only",
      comment:
        "drizzle-parts.ts is what esbuild bundles (server/db/drizzle-bundle.ts); code reads it as a type only, and reaches its values through server/db/drizzle.ts.",
      severity: "error",
      from: {},
      to: { path: "^server/db/drizzle-parts\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-two-way-dependency-between-server-folders",
      comment:
        "Server folders depend on each other one way: a folder that imports another and is imported by it (or by a folder that it imports) cannot be read, tested or moved alone. The files at the top of server/ wire the folders together and are not one of them.",
      severity: "error",
      scope: "folder",
      from: { path: "^server/[^/]+$" },
      to: { path: "^server/[^/]+$", circular: true },
    },
    {
      name: "content-is-data-only",
      severity: "error",
      from: { path: "^app/content/" },
      to: { path: "^app/", pathNot: "^app/content/" },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser to parse with; swc reads the same syntax,
    // and keeps type-only imports in the graph, marked "type-only" (the island-marker rule reads that).
    // No `tsPreCompilationDeps`: that option asks for the TypeScript compiler only, and without one it
    // only printed "missing-tsc-transpiler … likely to have missed TypeScript sources" (it missed none).
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    // node_modules stays in the graph (not followed), so a rule can name a package.
    exclude: { path: "^(build|\\.react-router)/" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
