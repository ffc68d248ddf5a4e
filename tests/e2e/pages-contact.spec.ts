import {
  contactChannels,
  contactChannelsSection,
  contactClosing,
  contactCommunity,
  contactInfoBlocks,
  contactInfoSection,
  documentTitle,
  hrefFrom,
  menuLabel,
  site,
} from "../support/site-content";
import { withResponseTime } from "../../app/content/inquiry-promise";
import { expect, test } from "./fixtures";
import { serverText } from "./server-html";

test.describe("contact page", () => {
  test("every desk with its mailto link, the community link, info blocks and onward links", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle(documentTitle("/contact"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: menuLabel("contact"), exact: true })).toHaveAttribute(
      "data-active",
      "",
    );

    const channels = page.getByRole("region", { name: contactChannelsSection.title });
    await expect(channels.locator("[data-reveal] > li")).toHaveCount(contactChannels.length);
    await expect(channels.getByRole("heading", { level: 3 })).toHaveText(contactChannels.map((desk) => desk.title));
    for (const desk of contactChannels) {
      const card = channels.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: desk.title, exact: true }) });
      const link = card.getByRole("link", { name: `Email ${desk.title}: ${desk.email}` });
      await expect(link).toHaveAttribute("href", `mailto:${desk.email}`);
      await expect(link).toBeVisible();
      if (desk.badge) await expect(card.getByText(desk.badge, { exact: true })).toBeVisible();
    }

    const community = page.getByRole("region", { name: contactCommunity.title }).getByRole("link");
    await expect(community).toHaveAttribute("href", site.community.href);
    await expect(community).toHaveAttribute("target", "_blank");
    await expect(community).toHaveAttribute("rel", "noopener noreferrer");
    await expect(community).toContainText(site.community.label);
    await expect(community).toContainText("(opens in a new tab)");

    const info = page.getByRole("region", { name: contactInfoSection.title });
    await expect(info.getByRole("heading", { level: 3 })).toHaveText(contactInfoBlocks.map((block) => block.title));
    // The page fills the promised response time into its words ("Within {hours} hours").
    for (const block of contactInfoBlocks) await expect(info.getByText(withResponseTime(block.value), { exact: true })).toBeVisible();

    const onward = page.getByRole("region", { name: contactClosing.title });
    await expect(onward.getByText(contactClosing.body)).toBeVisible();
    await expect(onward.getByRole("link")).toHaveCount(contactClosing.actions.length);
    for (const action of contactClosing.actions)
      await expect(onward.getByRole("link", { name: action.label })).toHaveAttribute("href", hrefFrom(action.href, "/contact"));
  });

  test("clicking the community link opens a new tab, not a navigation of this page", async ({ page, context }) => {
    await page.goto("/contact");
    // The chat is another site: answer it locally so the test makes no third-party request.
    await context.route(`${site.community.href}**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" }));
    const [popup] = await Promise.all([context.waitForEvent("page"), page.getByRole("region", { name: contactCommunity.title }).getByRole("link").click()]);
    expect(popup.url()).toContain(site.community.href);
    expect(new URL(page.url()).pathname).toBe("/contact");
    await popup.close();
  });

  test("server HTML carries every address and link", async ({ request }) => {
    const html = await serverText(request, "/contact");
    for (const desk of contactChannels) {
      expect(html).toContain(desk.title);
      expect(html).toContain(`href="mailto:${desk.email}"`);
    }
    expect(html).toContain(`href="${site.community.href}"`);
    for (const block of contactInfoBlocks) expect(html).toContain(withResponseTime(block.value));
    for (const action of contactClosing.actions) expect(html).toContain(`href="${hrefFrom(action.href, "/contact")}"`);
  });
});
