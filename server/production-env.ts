// Imported first by server/main.ts: React and React Router pick their production builds from
// NODE_ENV when they are first loaded, and an unset NODE_ENV means the slow development builds.
process.env.NODE_ENV ??= "production";
