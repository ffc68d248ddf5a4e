// The team area as the people on its screens read it: words for them (not for whoever runs the server),
// in the site's own fonts.
import { expect, expectAccessible, test } from "./fixtures";

test.describe("the team area's first screen", () => {
  test("the sign-in page speaks to every member (inbox, editor, accounts), not to developers", async ({ page }) => {
    await page.goto("/admin/login");
    const intro = page.locator("main p").first();
    await expect(intro).toContainText("hiring inbox");
    await expect(intro).toContainText("site editor");
    await expect(intro).toContainText("Ask an owner");
    await expect(page.locator("main")).not.toContainText("npm run");
    await expectAccessible(page);
  });

  test("is set in the site's own fonts, as the public pages are", async ({ page }) => {
    await page.goto("/admin/login");
    await page.evaluate(() => document.fonts.ready);
    // The faces are declared on the page (inline, with this response's nonce) and the heading's text loads one.
    const families = await page.evaluate(async () => {
      await document.fonts.load('700 30px "Space Grotesk Variable"', "Sign in");
      return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replaceAll('"', ""));
    });
    expect(families).toContain("Space Grotesk Variable");
    await expect(page.getByRole("heading", { name: "Sign in" })).toHaveCSS("font-family", /^"Space Grotesk Variable"/);
  });
});
