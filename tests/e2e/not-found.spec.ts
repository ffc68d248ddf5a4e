import { expect, installPausedClock, test } from "./fixtures";

test.describe("the not-found page", () => {
  test("answers 404 with the code, two messages and the five buttons", async ({ sharedPage: page }) => {
    const response = await page.goto("/lost-in-space");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("PAGE_NOT_FOUND")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("404");
    await expect(page.getByRole("link", { name: "Return to Base" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Explore Divisions" })).toHaveAttribute("href", "/divisions");
    for (const name of ["Call Death Star", "Don't Click Me!", "Go Back"]) await expect(page.getByRole("button", { name })).toBeVisible();
  });

  test("the 404 glitches: characters swap and come back 100 ms later", async ({ page }) => {
    await installPausedClock(page);
    await page.goto("/glitchy");
    const digits = page.locator("h1 [aria-hidden='true']");
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.clock.runFor(200);
      seen.add((await digits.textContent()) ?? "");
    }
    expect([...seen].some((text) => text !== "404")).toBe(true);
    await page.clock.runFor(150);
    await expect(digits).toHaveText("404");
  });

  test("the joke rotates every 4 s", async ({ page }) => {
    await installPausedClock(page);
    await page.goto("/rotating");
    const joke = page.locator("h1 + p");
    const first = await joke.textContent();
    await page.clock.runFor(4000);
    await expect(joke).not.toHaveText(first ?? "");
  });

  test("Call Death Star: disables itself, obliterates after 3 s, resets after 5 s", async ({ page }) => {
    await installPausedClock(page);
    await page.goto("/doomed");
    const button = page.getByRole("button", { name: "Call Death Star" });
    await button.click();
    await expect(page.getByRole("button", { name: /Charging/ })).toBeDisabled();
    await page.clock.runFor(3000);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("PAGE OBLITERATED!");
    await expect(page.getByText("VAPORIZED")).toBeVisible();
    await expect(page.getByTestId("destroyed-overlay")).toBeVisible();
    await page.clock.runFor(2000);
    await expect(page.getByText("PAGE_NOT_FOUND")).toBeVisible();
    await expect(page.getByRole("button", { name: "Call Death Star" })).toBeEnabled();
  });

  test("Don't Click Me! jumps away for 2 s", async ({ page }) => {
    await installPausedClock(page);
    await page.goto("/jumpy");
    const button = page.getByRole("button", { name: "Don't Click Me!" });
    await button.click();
    await expect(button).toHaveAttribute("data-moving", "");
    await page.clock.runFor(2000);
    await expect(button).not.toHaveAttribute("data-moving", "");
  });

  test("Go Back returns to the previous page", async ({ page }) => {
    await page.goto("/about");
    await page.goto("/nowhere");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("under reduced motion nothing glitches or rotates", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await installPausedClock(page);
    await page.goto("/calm");
    const digits = page.locator("h1 [aria-hidden='true']");
    const joke = page.locator("h1 + p");
    const first = await joke.textContent();
    for (let i = 0; i < 30; i++) {
      await page.clock.runFor(200);
      await expect(digits).toHaveText("404");
    }
    await expect(joke).toHaveText(first ?? "");
  });
});
