import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, islandReady, test } from "./fixtures";

const form = (page: Page) => page.getByRole("form", { name: "Ready to Apply?" });

async function fillValid(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    discord: "ada.codes",
    division: "nexus",
    portfolio: "https://ada.example.com",
    message: "I write programs for engines that do not exist yet.",
    ...overrides,
  };
  await page.getByLabel("Full Name").fill(values.name);
  await page.getByLabel("Email Address").fill(values.email);
  await page.getByLabel("Discord").fill(values.discord);
  await page.getByLabel("Division of Interest").selectOption(values.division);
  await page.getByLabel("Portfolio").fill(values.portfolio);
  await page.getByLabel("Tell Us Your Story").fill(values.message);
  return values;
}

/** Each notice is also announced through a live region beside the area: look inside the visible notice area only. */
const notices = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Opens /join and waits for the form's island (it starts when the form comes into view). */
async function openForm(page: Page) {
  await page.goto("/join");
  await islandReady(page, "application-form");
}

const submit = (page: Page) => page.getByRole("button", { name: "Join the Revolution" });

/** The on-page confirmation that takes the button area's place after a stored application. */
const received = (page: Page) => page.getByRole("region", { name: "Application Received!" });

/** Entirely inside the viewport and not under the fixed header (retried: the page scrolls there smoothly). */
async function expectOnScreen(page: Page, locator: Locator) {
  await expect(async () => {
    const box = await locator.boundingBox();
    const header = await page.locator("header").first().boundingBox();
    const viewport = page.viewportSize();
    if (!box || !header || !viewport) throw new Error("no box, header or viewport");
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }).toPass({ timeout: 7_000 });
}

test.describe("the /join page", () => {
  test("has the hero, benefits, profiles, form and closing links", async ({ page }) => {
    await page.goto("/join");
    await expect(page.locator("h1")).toHaveText("Join the Revolution");
    for (const title of ["Cutting-Edge Projects", "Elite Team", "Real Impact", "Continuous Growth"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "What We're Looking For" })).toBeVisible();
    for (const profile of ["Developers", "Designers", "AI Specialists", "Visionaries"]) {
      await expect(page.getByRole("heading", { name: profile })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Ready to Apply?" })).toBeVisible();
    const shortcuts = page.getByRole("navigation", { name: "Join shortcuts" });
    const shortcutLinks: [string, string][] = [
      ["Home", "/"],
      ["Divisions", "/divisions"],
      ["Services", "/services"],
      ["Labs", "/projects"],
      ["Join Us", "/join"],
      // A form page's links to the other form name it (the page before a form, decision 049).
      ["Contact", "/contact?from=/join"],
    ];
    for (const [name, href] of shortcutLinks) {
      await expect(shortcuts.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const closing = page.getByRole("region", { name: "Not ready yet?" });
    await expect(closing.getByRole("link", { name: "Explore Divisions" })).toHaveAttribute("href", "/divisions");
    await expect(closing.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact?from=/join");
  });

  test("the received page hydrates without a mismatch, passes axe, and starts a new application in place", async ({ page }) => {
    await page.goto("/join?status=received#application-received");
    await expect(received(page)).toBeFocused();
    await islandReady(page, "application-form");
    await received(page).getByRole("link", { name: "Send another application" }).click();
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expect(submit(page)).toBeEnabled();
    await expectAccessible(page);
  });

  test("the form's privacy note links to the privacy policy", async ({ page }) => {
    await page.goto("/join");
    await form(page).getByRole("link", { name: "privacy policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test("labels every field, marks the required ones and offers the ten divisions in order", async ({ page }) => {
    await page.goto("/join");
    for (const label of ["Full Name", "Email Address", "Division of Interest", "Tell Us Your Story"]) {
      await expect(page.getByLabel(label)).toHaveAttribute("required", "");
    }
    await expect(page.getByLabel("Discord")).not.toHaveAttribute("required", "");
    await expect(page.getByLabel("Portfolio")).not.toHaveAttribute("required", "");
    const options = await page
      .getByLabel("Division of Interest")
      .locator("option")
      .evaluateAll((nodes) => nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent]));
    expect(options).toEqual([
      ["", "Select a division"],
      ["vesperguard", "VesperGuard"],
      ["noxgpt", "NoxGPT"],
      ["nexus", "Nexus"],
      ["nexila", "Nexila"],
      ["vespergames", "VesperGames"],
      ["viad", "VIAD"],
      ["vesperlegal", "VesperLegal"],
      ["vesperholdings", "Vesper Holdings"],
      ["vcomm", "VComm"],
      ["general", "General Application - Let Us Decide"],
    ]);
    await expectAccessible(page);
  });
});

test.describe("validation in the browser", () => {
  test("shows each message beside its field, focuses the first, and sends nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST") posts.push(req.url());
    });
    await openForm(page);
    await page.getByLabel("Portfolio").fill("not a link");
    await submit(page).click();
    const expectations: [string, string][] = [
      ["Full Name", "Name must be at least 2 characters"],
      ["Email Address", "Please enter a valid email address"],
      ["Division of Interest", "Please select a division"],
      ["Portfolio", "Please enter a valid URL"],
      ["Tell Us Your Story", "Message must be at least 10 characters"],
    ];
    for (const [label, message] of expectations) {
      const field = page.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
    }
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expect(page.getByLabel("Discord")).toHaveAttribute("aria-invalid", "false");
    expect(posts).toEqual([]);
    await expectAccessible(page);
  });

  test("focus goes to the first invalid field in form order", async ({ page }) => {
    await openForm(page);
    await fillValid(page, { email: "nope", message: "short" });
    await submit(page).click();
    await expect(page.getByLabel("Email Address")).toBeFocused();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
  });
});

test.describe("submitting with JavaScript", () => {
  test("success: pending state, one POST with the six fields, notice, every field cleared", async ({ page }) => {
    await openForm(page);
    const values = await fillValid(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: { body: unknown; headers: Record<string, string> } | undefined;
    await page.route("**/api/contact", async (route) => {
      sent = { body: route.request().postDataJSON(), headers: route.request().headers() };
      await held;
      await route.continue();
    });
    await submit(page).click();
    const pending = page.getByRole("button", { name: "Transmitting..." });
    await expect(pending).toBeDisabled();
    release();
    await expect(notices(page).getByText("Application Received!")).toBeVisible();
    await expect(notices(page).getByText("Welcome to the revolution. We'll be in touch soon.")).toBeVisible();
    expect(sent?.body).toEqual(values);
    expect(sent?.headers["content-type"]).toBe("application/json");
    expect(sent?.headers["idempotency-key"]).toMatch(/^[a-f0-9]{32}$/);
    for (const label of ["Full Name", "Email Address", "Discord", "Portfolio", "Tell Us Your Story"]) {
      await expect(page.getByLabel(label)).toHaveValue("");
    }
    await expect(page.getByLabel("Division of Interest")).toHaveValue("");
    // The page says it too, in the button area's place, and keeps saying it once the notice has gone.
    await expect(received(page)).toBeFocused();
    await expect(received(page)).toContainText("Welcome to the revolution. We'll be in touch soon.");
    // This server has no SMTP_URL: nothing promises an e-mail.
    await expect(received(page)).not.toContainText("e-mail");
    await expect(submit(page)).toHaveCount(0);
    await page.mouse.move(10, 10);
    await expect(notices(page).getByText("Application Received!")).toBeHidden({ timeout: 8000 });
    await expect(received(page)).toBeVisible();
    await received(page).getByRole("link", { name: "Send another application" }).click();
    await expect(received(page)).toHaveCount(0);
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expect(submit(page)).toBeEnabled();
    await expect(page).toHaveURL(/\/join$/);
  });

  test("when the server sends mail, the page says where the confirmation goes", async ({ page }) => {
    await openForm(page);
    await fillValid(page, { email: "ada.l@example.com" });
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 201,
        contentType: "application/json",
        body: JSON.stringify({ id: 41, createdAt: new Date().toISOString(), confirmationEmail: true }),
      }),
    );
    await submit(page).click();
    await expect(received(page)).toContainText("A confirmation e-mail is on its way to ada.l@example.com. We send one per address a day.");
    await expect(received(page)).toBeFocused();
    await expectOnScreen(page, received(page));
    // Last: axe opens a page of its own, which leaves this one in the background.
    await expectAccessible(page);
  });

  test("failure: 'Transmission Failed' with '500: boom', values kept", async ({ page }) => {
    await openForm(page);
    const values = await fillValid(page);
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "boom", contentType: "text/plain" }));
    await submit(page).click();
    await expect(notices(page).getByText("Transmission Failed")).toBeVisible();
    await expect(notices(page).getByText("500: boom")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue(values.name);
    await expect(page.getByLabel("Tell Us Your Story")).toHaveValue(values.message);
    await expect(page.getByLabel("Division of Interest")).toHaveValue(values.division);
  });

  test("an empty error body falls back to the status text", async ({ page }) => {
    await openForm(page);
    await fillValid(page);
    await page.route("**/api/contact", (route) => route.fulfill({ status: 503, body: "" }));
    await submit(page).click();
    await expect(notices(page).getByText("503: Service Unavailable")).toBeVisible();
  });

  test("a network failure shows the error and keeps values", async ({ page }) => {
    await openForm(page);
    await fillValid(page);
    await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
    await submit(page).click();
    await expect(notices(page).getByText("Transmission Failed")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  });

  test("too many applications: a clear notice", async ({ page }) => {
    await openForm(page);
    await fillValid(page);
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "42" },
        contentType: "application/json",
        body: JSON.stringify({ error: "Too many applications from your connection. Please wait a minute and try again." }),
      }),
    );
    await submit(page).click();
    await expect(notices(page).getByText("429: Too many applications from your connection. Please wait a minute and try again.")).toBeVisible();
  });

  test("a retry of the same fill sends the same Idempotency-Key; the next fill a new one", async ({ page }) => {
    await openForm(page);
    await fillValid(page);
    const keys: string[] = [];
    let fail = true;
    await page.route("**/api/contact", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (fail) {
        fail = false;
        await route.fulfill({ status: 502, body: "bad gateway" });
      } else {
        await route.continue();
      }
    });
    await submit(page).click();
    await expect(notices(page).getByText("502: bad gateway")).toBeVisible();
    await submit(page).click();
    await expect(notices(page).getByText("Application Received!")).toBeVisible();
    await fillValid(page);
    await submit(page).click();
    await expect(notices(page).getByText("Application Received!")).toBeVisible();
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});

test.describe("the notice area", () => {
  test("shows one notice at a time, leaves after 5 s, and F8 focuses the notice area", async ({ page }) => {
    await openForm(page);
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "boom" }));
    await fillValid(page);
    await submit(page).click();
    await expect(notices(page).getByText("500: boom")).toBeVisible();
    await page.unroute("**/api/contact");
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "again" }));
    await submit(page).click();
    await expect(notices(page).getByText("500: again")).toBeVisible();
    await expect(notices(page).getByText("500: boom")).toHaveCount(0);
    await page.mouse.move(10, 10);
    await expect(notices(page).getByText("500: again")).toBeHidden({ timeout: 8000 });
    await submit(page).click();
    await expect(notices(page).getByText("500: again")).toBeVisible();
    await page.keyboard.press("F8");
    // While the notice area has focus, the timer pauses so the notice can be read.
    await expect(notices(page).locator("ol")).toBeFocused();
  });

  test("swiping a notice right by more than 50 px dismisses it", async ({ page }) => {
    await openForm(page);
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "swipe me" }));
    await fillValid(page);
    await submit(page).click();
    const notice = notices(page).locator("li", { hasText: "swipe me" });
    await expect(notice).toBeVisible();
    const box = await notice.boundingBox();
    if (!box) throw new Error("no notice box");
    await page.mouse.move(box.x + 30, box.y + box.height / 2);
    await page.mouse.down();
    for (let x = 10; x <= 120; x += 10) await page.mouse.move(box.x + 30 + x, box.y + box.height / 2);
    await page.mouse.up();
    await expect(notices(page).getByText("swipe me")).toBeHidden();
  });

  test("the notice area is at most 420 px wide on medium screens", async ({ page }) => {
    await openForm(page);
    const width = await page
      .getByRole("region", { name: /Notification/ })
      .locator("ol")
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(420);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server validates with the same messages and keeps the values", async ({ page }) => {
    await page.goto("/join");
    await page.getByLabel("Full Name").fill("A");
    await page.getByLabel("Email Address").fill("grace@example.com");
    await page.getByLabel("Tell Us Your Story").fill("short");
    await submit(page).click();
    await expect(page).toHaveURL(/\/join$/);
    await expect(page.getByRole("alert")).toContainText("Please correct 3 fields below.");
    await expect(page.getByLabel("Full Name")).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(page.getByLabel("Division of Interest")).toHaveAccessibleDescription("Please select a division");
    await expect(page.getByLabel("Tell Us Your Story")).toHaveAccessibleDescription(/Message must be at least 10 characters/);
    await expect(page.getByLabel("Email Address")).toHaveValue("grace@example.com");
    await expect(page.getByLabel("Full Name")).toHaveValue("A");
    await expect(page.getByLabel("Full Name")).toBeFocused();
  });

  test("a valid application is stored and the page says so", async ({ page }) => {
    await page.goto("/join");
    await fillValid(page, { name: "No Script Applicant" });
    await submit(page).click();
    await expect(page).toHaveURL(/\/join\?status=received#application-received$/);
    await expect(received(page)).toContainText("Application Received!");
    await expect(received(page)).toContainText("Welcome to the revolution. We'll be in touch soon.");
    await expect(page.getByLabel("Full Name")).toHaveValue("");
  });

  test("after a valid post the visitor lands on the confirmation, and so does focus", async ({ page }) => {
    await page.goto("/join");
    await fillValid(page, { name: "Landing Applicant" });
    await submit(page).click();
    await expect(page).toHaveURL(/#application-received$/);
    // The message sits far below the top of the page: the fragment scrolls there and the browser focuses
    // the target (tabindex -1), so a screen reader starts reading at the message.
    await expectOnScreen(page, received(page));
    await expect(received(page)).toBeFocused();
    await expect(received(page)).toHaveAttribute("id", "application-received");
    await expect(submit(page)).toHaveCount(0);
    await received(page).getByRole("link", { name: "Send another application" }).click();
    await expect(page).toHaveURL(/\/join#apply$/);
    await expect(submit(page)).toBeVisible();
  });

  test("the privacy note's link works without JavaScript", async ({ page }) => {
    await page.goto("/join");
    await expect(form(page).getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");
  });
});

test.describe("with JavaScript but before the form's island runs", () => {
  test("a visitor who submits gets the server's answer, so no application is lost to a slow script", async ({ page, consoleErrors }) => {
    // The island's own script never arrives (a slow network, a stale cache): the form is plain HTML.
    await page.route(/application-form\.island-[\w-]+\.js$/, (route) => route.abort());
    const failed = (error: string) => error.includes('Island "application-form" failed to start');
    // Each page that brings the form into view tries its island once and says why it cannot start.
    const failedOnLanding: string[] = [];
    page.on("console", (message) => {
      if (failed(message.text()) && page.url().includes("status=received")) failedOnLanding.push(message.text());
    });
    await page.goto("/join");
    await fillValid(page, { name: "Early Submitter" });
    await submit(page).click();
    await expect(page).toHaveURL(/\/join\?status=received#application-received$/);
    await expect(received(page)).toContainText("Application Received!");
    await expect(received(page)).toBeFocused();
    await expectOnScreen(page, received(page));
    // Those are the errors this test expects (the landing page's comes last).
    await expect.poll(() => failedOnLanding.length).toBe(1);
    for (let at = consoleErrors.findIndex(failed); at >= 0; at = consoleErrors.findIndex(failed)) consoleErrors.splice(at, 1);
  });
});
