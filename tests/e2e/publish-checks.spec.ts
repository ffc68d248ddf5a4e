import { openMoreActions, reveal, runCli, signIn, submitAndLoad, teamPassword, uniqueWord } from "./admin-helpers";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * A publish that keeps the site accessible and findable (server/content/publish-checks.ts), in the built
 * product: an editor publishes a blog post with its image's text alternative cleared, a heading that
 * skips a level and a link to a page that does not exist; each is refused with its message beside its
 * field and in the list at the top, and nothing public changes. The search-result preview of the pages the
 * document changes follows the saved draft. The draft is discarded at the end: the blog stays as shipped.
 */

/** A member with exactly these roles, made with the CLI as an operator would. */
async function memberWith(prefix: string, roles: string[]): Promise<string> {
  const email = `${uniqueWord(prefix)}@example.com`;
  const result = await runCli("admin", ["add-user", email, ...roles.flatMap((role) => ["--role", role]), "--password-stdin"], `${teamPassword}\n`);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return email;
}

test("a publish with an image without alt text, a skipped heading and a broken link is refused, each at its field; the search preview follows the draft", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // A team always has an owner: on a fresh database the first account must be one.
  await memberWith("checks-owner", ["owner"]);
  const editor = await memberWith("checks-editor", ["editor"]);
  const shippedPost = await (await request.get("/blog/noxgpt-three-tiers")).text();

  await signIn(page, editor);
  await expect(page).toHaveURL(/\/admin\/content$/);
  await page.goto("/admin/content/blog");
  const field = (name: string) => page.locator(`#f-blogPosts-0-${name}`);
  await (await reveal(field("image-alt"))).fill("");
  const body = field("body");
  await body.fill(`${await body.inputValue()}\n\n#### Too deep\n\nSee [our prices](/pricing).`);
  await submitAndLoad(page, () => page.getByRole("button", { name: "Publish", exact: true }).click());

  // In the list at the top…
  await expect(page.getByRole("alert")).toContainText("has 3 problems to fix before it can be published");
  const summary = page.getByRole("region", { name: "3 things to fix before this can be published" });
  await expect(summary).toContainText("Describe this image for people who cannot see it");
  await expect(summary).toContainText("The heading “Too deep” (####) skips a level: it comes after a level-2 heading (##), so start it with ### instead.");
  await expect(summary).toContainText("/pricing is not a page of this site");
  // …and beside each field, as its description.
  await expect(field("image-alt")).toHaveAttribute("aria-invalid", "true");
  await expect(field("image-alt")).toHaveAccessibleDescription(/Describe this image for people who cannot see it/);
  await expect(body).toHaveAccessibleDescription(/“Too deep” \(####\) skips a level/);
  await expect(body).toHaveAccessibleDescription(/\/pricing is not a page of this site: correct the address/);
  // The list's link takes the keyboard to the field.
  await summary.getByRole("link", { name: /Describe this image/ }).click();
  await expect(page).toHaveURL(/#f-blogPosts-0-image-alt$/);
  await expectAccessible(page);
  expect(await (await request.get("/blog/noxgpt-three-tiers")).text()).toBe(shippedPost);

  // The search-result preview: the post's page with what the saved draft says (once the draft is a
  // document its pages can be made from: the alt text written again).
  const title = "Three tiers of NoxGPT, explained";
  await page.goto("/admin/content/blog");
  await field("image-alt").fill("Three concentric rings of glowing violet and cyan nodes on a dark field");
  await field("title").fill(title);
  await submitAndLoad(page, () => page.getByRole("button", { name: "Save draft" }).click());
  await expect(page.getByRole("status")).toContainText("Draft saved, with problems to fix before it can be published");
  // A draft is kept with its problems, still named beside their fields.
  await expect(body).toHaveAccessibleDescription(/“Too deep” \(####\) skips a level/);
  const preview = page.getByRole("region", { name: "In search results" }).getByRole("listitem").filter({ hasText: "/blog/noxgpt-three-tiers" });
  const fullTitle = `${title} | Vesper`;
  await expect(preview).toContainText(fullTitle);
  await expect(preview).toContainText(`Title: ${fullTitle.length} characters (search engines show about 60).`);
  // The shipped excerpt is longer than what search engines show: cut, and said so.
  await expect(preview).toContainText(/Description: \d+ characters — search engines show about 160, so the end is cut/);
  await expectAccessible(page);

  await openMoreActions(page);
  await submitAndLoad(page, () => page.getByRole("button", { name: "Discard draft" }).click());
  await expect(page.getByRole("status")).toContainText("Draft discarded");
});
