import { runCli, signIn, teamPassword, uniqueWord } from "./admin-helpers";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * The insights end to end (decision 042): visits from different devices and sites, an application sent
 * from a page, a 404 and a search that found nothing, counted by the server and shown on /admin/insights to an owner (at 390 px,
 * accessible); a recruiter is refused. The server writes
 * its counts every second here (playwright.config.ts INSIGHTS_BATCH_SECONDS).
 */
const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const tablet = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const desktop = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function memberWith(prefix: string, roles: string[]): Promise<string> {
  const email = `${uniqueWord(prefix)}@example.com`;
  const result = await runCli("admin", ["add-user", email, ...roles.flatMap((role) => ["--role", role]), "--password-stdin"], `${teamPassword}\n`);
  expect(result.code).toBe(0);
  return email;
}

test("visits, an application's page, a 404 and a search that found nothing show on the dashboard (390 px, axe); a recruiter is refused", async ({
  browser,
  request,
  baseURL,
}) => {
  // Three members made with the CLI and three sign-ins: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const word = uniqueWord("insights");
  const site = `${word}.example`;
  // Three views from one site (a phone, a tablet, a desktop), one of them from a campaign; one that asked not to be tracked.
  for (const [userAgent, target] of [
    [phone, "/services"],
    [tablet, "/about"],
    [desktop, `/about?utm_source=${word}&utm_campaign=${word}`],
  ] as const) {
    expect((await request.get(target, { headers: { "user-agent": userAgent, referer: `https://www.${site}/post` } })).status()).toBe(200);
  }
  expect((await request.get("/about", { headers: { "user-agent": desktop, referer: `https://${site}/`, "sec-gpc": "1" } })).status()).toBe(200);
  expect((await request.get(`/${word}-old-page`, { headers: { "user-agent": desktop } })).status()).toBe(404);
  // A search that finds nothing, three times (ahead of any other test's single misses among the dashboard's five), shown beside the 404s.
  for (let n = 0; n < 3; n++) expect((await request.get(`/search?q=nothing${word}`, { headers: { "user-agent": desktop } })).status()).toBe(200);
  // An application sent from a page of the site (its Referer), as the form with JavaScript sends it.
  const applied = await request.post("/api/contact", {
    headers: { referer: `${baseURL}/news/${word}` },
    data: { name: "Grace Hopper", email: `${word}@example.com`, division: "noxgpt", message: "I would like to build compilers with you." },
  });
  expect(applied.status()).toBe(201);

  const owner = await browser.newPage();
  await signIn(owner, await memberWith("owner", ["owner"]));
  await expect(owner).toHaveURL(/\/admin\/team$/);
  // The counts land with the server's next batch (a second here).
  await expect(async () => {
    await owner.goto("/admin/insights?days=7");
    await expect(owner.getByRole("row", { name: new RegExp(`^${site.replace(/\./g, "\\.")} 3`) })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(owner.getByRole("row", { name: new RegExp(`^${word} 1`) })).toHaveCount(2);
  await expect(owner.getByRole("row", { name: /^tablet \d+/ })).toBeVisible();
  await expect(owner.getByRole("row", { name: new RegExp(`^/news/${word} 1 0`) })).toBeVisible();
  await expect(owner.getByRole("row", { name: new RegExp(`^/${word}-old-page 1`) })).toBeVisible();
  await expect(owner.getByRole("row", { name: new RegExp(`^nothing${word} 3`) })).toBeVisible();
  await expect(owner.getByRole("link", { name: "All searches that found nothing in the last 7 days" })).toHaveAttribute("href", "/admin/search-misses?days=7");
  // An owner who is not an editor sees no redirect button, only where to ask.
  await expect(owner.getByRole("button", { name: /Make it a redirect/ })).toHaveCount(0);
  await expect(owner.getByRole("link", { name: "Insights" })).toBeVisible();
  const csv = await owner.request.get("/admin/insights.csv?days=7", { headers: { "sec-fetch-site": "same-origin" } });
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`"referrer","${site}","3"`);
  await expectAccessible(owner);
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.reload();
  await expectAccessible(owner);
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const recruiter = await browser.newPage();
  await signIn(recruiter, await memberWith("recruiter", ["recruiter"]));
  await expect(recruiter).toHaveURL(/\/admin$/);
  const refused = await recruiter.goto("/admin/insights");
  expect(refused?.status()).toBe(403);
  await expect(recruiter.getByText("need the owner or the editor role")).toBeVisible();
  await expect(recruiter.getByRole("link", { name: "Insights" })).toHaveCount(0);
  expect((await recruiter.request.get("/admin/insights.csv", { headers: { "sec-fetch-site": "same-origin" } })).status()).toBe(403);
});
