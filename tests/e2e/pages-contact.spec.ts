import { shippedDocuments } from "../../app/content/documents";
import { expect, test } from "./fixtures";

const { site } = shippedDocuments.site;

const desks = [
  { title: "Support", email: site.contacts.support },
  { title: "Legal", email: site.contacts.legal },
  { title: "Investments", email: site.contacts.investments },
  { title: "CEO Direct", email: site.contacts.ceo },
];

test.describe("contact page", () => {
  test("four desks with their mailto links, the community link, info blocks and onward links", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle("Contact | Vesper");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("data-active", "");

    const channels = page.getByRole("region", { name: "Choose Your Channel" });
    await expect(channels.locator("[data-reveal] > li")).toHaveCount(4);
    await expect(channels.getByRole("heading", { level: 3 })).toHaveText(desks.map((desk) => desk.title));
    for (const desk of desks) {
      const card = channels.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: desk.title, exact: true }) });
      const link = card.getByRole("link", { name: `Email ${desk.title}: ${desk.email}` });
      await expect(link).toHaveAttribute("href", `mailto:${desk.email}`);
      await expect(link).toBeVisible();
    }
    const support = channels.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Support", exact: true }) });
    await expect(support.getByText("24/7", { exact: true })).toBeVisible();

    const community = page.getByRole("region", { name: "Join the Conversation" }).getByRole("link");
    await expect(community).toHaveAttribute("href", site.community.href);
    await expect(community).toHaveAttribute("target", "_blank");
    await expect(community).toHaveAttribute("rel", "noopener noreferrer");
    await expect(community).toContainText(site.community.label);
    await expect(community).toContainText("(opens in a new tab)");

    const info = page.getByRole("region", { name: "How We Respond" });
    await expect(info.getByRole("heading", { level: 3 })).toHaveText(["Response Time", "24/7 Support", "Global Reach"]);
    await expect(info.getByText("Usually within 24 hours")).toBeVisible();
    await expect(info.getByText("For critical issues")).toBeVisible();

    const onward = page.getByRole("region", { name: "Looking for Something Else?" });
    await expect(onward.getByText("Applications to join the team go through the form on our Join page", { exact: false })).toBeVisible();
    await expect(onward.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
    await expect(onward.getByRole("link", { name: "See the Labs" })).toHaveAttribute("href", "/projects");
    await expect(onward.getByRole("link", { name: "Join the Team" })).toHaveAttribute("href", "/join");
  });

  test("clicking the community link opens a new tab, not a navigation of this page", async ({ page, context }) => {
    await page.goto("/contact");
    // The chat is another site: answer it locally so the test makes no third-party request.
    await context.route(`${site.community.href}**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" }));
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("region", { name: "Join the Conversation" }).getByRole("link").click(),
    ]);
    expect(popup.url()).toContain(site.community.href);
    expect(new URL(page.url()).pathname).toBe("/contact");
    await popup.close();
  });

  test("server HTML carries every address and link", async ({ request }) => {
    const html = (await (await request.get("/contact")).text()).replace(/<!-- -->/g, "");
    for (const desk of desks) {
      expect(html).toContain(desk.title);
      expect(html).toContain(`href="mailto:${desk.email}"`);
    }
    expect(html).toContain(`href="${site.community.href}"`);
    for (const text of ["Usually within 24 hours", "For critical issues", "Global Reach"]) expect(html).toContain(text);
    for (const href of ["/services", "/projects", "/join"]) expect(html).toContain(`href="${href}"`);
  });
});
