import type { Page } from "@playwright/test";
import { sqlOnServer } from "./admin-helpers";
import { expect, expectAccessible, islandReady, test } from "./fixtures";

// The clients' door (the inquiry form on /contact): from a service page's "Start Your Project" to a
// stored inquiry on a phone, with and without JavaScript, the topic chosen by the link either way.

const run = Date.now().toString(36);

// Each test walks through two or three pages and a form post: more than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The stored inquiry of one address, read through the running server's socket (as psql would). */
async function storedInquiry(email: string): Promise<{ topic: string; team_email: string; description: string } | undefined> {
  const { rows } = await sqlOnServer("select topic, team_email, description from inquiries where email = $1", [email]);
  return rows[0] as { topic: string; team_email: string; description: string } | undefined;
}

const topic = (page: Page) => page.getByLabel("What is it about?");
const submit = (page: Page) => page.getByRole("button", { name: "Send inquiry" });
const received = (page: Page) => page.getByRole("region", { name: "Inquiry received" });

async function fill(page: Page, email: string, description = "A shop for our bakery, with online orders and pickup times.") {
  await page.getByLabel("Your name").fill("Ada Lovelace");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Company (optional)").fill("Analytical Bakery");
  await page.getByLabel("Budget range (optional)").selectOption("10k-50k");
  await page.getByRole("textbox", { name: "Your project", exact: true }).fill(description);
}

test.describe("the inquiry form on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("from /services/web's Start Your Project to a stored inquiry, topic preselected, with JavaScript", async ({ page }) => {
    await page.goto("/services/web");
    await page.getByRole("link", { name: "Start Your Project" }).first().click();
    await expect(page).toHaveURL(/\/contact\?service=web&from=\/services\/web#start$/);
    await islandReady(page, "inquiry-form");
    await expect(topic(page)).toHaveValue("service:web");
    const email = `js-${run}@bakery.example`;
    // Inline validation: a description too short is said so when the visitor leaves the field.
    await page.getByRole("textbox", { name: "Your project", exact: true }).fill("Too short");
    await page.getByRole("textbox", { name: "Your project", exact: true }).blur();
    await expect(page.getByText("Please describe your project in at least 20 characters")).toBeVisible();
    await fill(page, email);
    await page.getByRole("textbox", { name: "Your project", exact: true }).blur();
    await expect(page.getByText("Please describe your project in at least 20 characters")).toHaveCount(0);
    await submit(page).click();
    await expect(received(page)).toBeFocused();
    await expect(received(page)).toContainText("a person will answer within 24 hours");
    expect(await storedInquiry(email)).toMatchObject({ topic: "service:web", team_email: "sales@vesper.example" });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("from a division's Start a Project to a stored inquiry, routed to its team, topic preselected", async ({ page }) => {
      await page.goto("/divisions/vesperlegal");
      await page.getByRole("link", { name: "Start a Project" }).first().click();
      await expect(page).toHaveURL(/\/contact\?division=vesperlegal&from=\/divisions\/vesperlegal#start$/);
      await expect(topic(page)).toHaveValue("division:vesperlegal");
      const email = `plain-${run}@bakery.example`;
      await fill(page, email);
      await submit(page).click();
      await expect(page).toHaveURL(/\/contact\?status=received#inquiry-received$/);
      await expect(received(page)).toContainText("Inquiry received");
      expect(await storedInquiry(email)).toMatchObject({ topic: "division:vesperlegal", team_email: "legal@vesper.example" });
    });

    test("from /services/web with an invalid description: the page answers with the error, keeping what was typed", async ({ page }) => {
      await page.goto("/services/web");
      await page.getByRole("link", { name: "Start Your Project" }).first().click();
      await expect(topic(page)).toHaveValue("service:web");
      const email = `invalid-${run}@bakery.example`;
      await fill(page, email, "Too short");
      await submit(page).click();
      await expect(page.getByRole("alert")).toHaveText("Please correct 1 field below.");
      await expect(page.getByText("Please describe your project in at least 20 characters")).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Your project", exact: true })).toBeFocused();
      await expect(topic(page)).toHaveValue("service:web");
      await expect(page.getByLabel("Work email")).toHaveValue(email);
      expect(await storedInquiry(email)).toBeUndefined();
      await page.getByRole("textbox", { name: "Your project", exact: true }).fill("A shop for our bakery, now described at length.");
      await submit(page).click();
      await expect(received(page)).toBeVisible();
      expect(await storedInquiry(email)).toMatchObject({ topic: "service:web", description: "A shop for our bakery, now described at length." });
    });
  });
});

test.describe("/contact", () => {
  test("keeps its desks, chat and info blocks, states the promise, names the sales ContactPoint, and passes axe with the form, its errors and its received state", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "Tell Us About Your Project" })).toBeVisible();
    await expect(page.getByText("A person answers every inquiry within 24 hours.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose Your Channel" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Join the Conversation" })).toBeVisible();
    await expect(page.getByText("Within 24 hours", { exact: true })).toBeVisible();
    // The form comes before the desks.
    const formTop = await page.locator("#start").boundingBox();
    const desksTop = await page.locator("#contact-channels").boundingBox();
    expect(formTop!.y).toBeLessThan(desksTop!.y);
    await expect(page.getByRole("link", { name: "privacy policy" }).first()).toHaveAttribute("href", "/privacy");
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.map((text) => JSON.parse(text) as { contactPoint?: unknown }).find((data) => data.contactPoint)).toMatchObject({
      contactPoint: { "@type": "ContactPoint", contactType: "sales", email: "sales@vesper.example" },
    });
    await islandReady(page, "inquiry-form");
    await expect(topic(page)).toHaveValue("");
    await expectAccessible(page);
    await submit(page).click();
    await expect(page.getByText("Please choose what your project is about")).toBeVisible();
    await expect(page.getByLabel("Your name")).toBeFocused();
    await expectAccessible(page);
    await page.goto("/contact?status=received#inquiry-received");
    await expect(received(page)).toBeFocused();
    await expectAccessible(page);
  });
});
