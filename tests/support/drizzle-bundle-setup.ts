import { drizzleBundle } from "../../server/db/drizzle-bundle.ts";

// The server's code loads Drizzle from one bundle (server/db/drizzle-bundle.ts): made once here, before
// the test files, or the reason it cannot be made is the first thing the run says.
export default async function setup() {
  await drizzleBundle();
}
