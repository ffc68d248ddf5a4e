import sharp from "sharp";
import { runCli, signIn, sqlOnServer, teamPassword, uniqueWord } from "./admin-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { jpegZipPolyglot, photoJpeg, svgImage } from "../support/image-fixtures";

/**
 * The editors' images in the built product: an editor uploads a photo with its alt text and
 * sees it listed with its thumbnail and the src to paste; hostile and oversized files are refused with a
 * message next to the file field, and nothing is stored. Fixtures are made here with sharp.
 */

async function member(prefix: string, roles: string[]): Promise<string> {
  const email = `${uniqueWord(prefix)}@example.com`;
  const result = await runCli("admin", ["add-user", email, ...roles.flatMap((role) => ["--role", role]), "--password-stdin"], `${teamPassword}\n`);
  expect(result.code, result.stderr).toBe(0);
  return email;
}

// A team always has an owner: on a fresh database the first account must be one.
test.beforeAll(async () => {
  await member("mediaowner", ["owner"]);
});

async function storedNamed(name: string): Promise<number> {
  const result = await sqlOnServer("select count(*)::int as n from media_images where original_name = $1", [name]);
  return (result.rows[0] as { n: number }).n;
}

test("an editor uploads a JPEG with alt text and sees it listed, served as an immutable image", async ({ page, request }) => {
  test.setTimeout(120_000);
  const editor = await member("mediaeditor", ["editor"]);
  await signIn(page, editor);
  await page.getByRole("link", { name: "Images" }).click();
  await expect(page).toHaveURL(/\/admin\/media$/);
  await expect(page.getByRole("heading", { level: 1, name: "Images" })).toBeVisible();
  await expectAccessible(page);

  const name = `${uniqueWord("harbour")}.jpg`;
  const alt = `Boats in the harbour at dusk ${uniqueWord("")}`;
  await page.getByLabel("Image file").setInputFiles({ name, mimeType: "image/jpeg", buffer: await photoJpeg(1800, 1200, { quality: 85 }) });
  await page.getByLabel("Alt text").fill(alt);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toContainText("Image uploaded and converted", { timeout: 60_000 });

  const item = page.locator("li[data-image]").filter({ hasText: name });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("1800 × 1200 px");
  await expect(item).toContainText(alt);
  await expect(item.locator('[data-field="usage"]')).toContainText("Not used by any content");
  const thumbnail = item.getByRole("img", { name: alt });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
  // The browser picked the AVIF source of the <picture>.
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-480\.avif$/);

  const src = (await item.locator('[data-field="src"]').textContent())?.trim() ?? "";
  expect(src).toMatch(/^\/media\/[0-9a-f]{32}-1440\.webp$/);
  await expect(item.locator('[data-field="width"]')).toHaveText("1440");
  await expect(item.locator('[data-field="height"]')).toHaveText("960");
  const served = await request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
  expect((await request.get(src.replace("-1440.webp", "-1441.webp"))).status()).toBe(404);

  const audit = await sqlOnServer("select actor, details from audit_events where action = 'media.upload' and details->>'name' = $1", [name]);
  expect(audit.rows).toHaveLength(1);
  expect((audit.rows[0] as { actor: string }).actor).toBe(editor);
});

test("a polyglot, an SVG and an oversized file are refused next to the file field, and nothing is stored", async ({ page }) => {
  test.setTimeout(120_000);
  const editor = await member("mediarefuse", ["editor"]);
  await signIn(page, editor);
  await page.goto("/admin/media");

  const attempts = [
    {
      name: `${uniqueWord("polyglot")}.jpg`,
      mimeType: "image/jpeg",
      buffer: await jpegZipPolyglot(),
      status: 422,
      message: /carries something besides the picture/,
    },
    { name: `${uniqueWord("logo")}.svg`, mimeType: "image/svg+xml", buffer: svgImage, status: 415, message: /SVG images are not accepted/ },
    {
      name: `${uniqueWord("huge")}.jpg`,
      mimeType: "image/jpeg",
      buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * 1024 * 1024, 7)]),
      status: 413,
      message: /the limit is 10 MB/,
    },
  ];
  for (const attempt of attempts) {
    await page.getByLabel("Image file").setInputFiles({ name: attempt.name, mimeType: attempt.mimeType, buffer: attempt.buffer });
    await page.getByLabel("Alt text").fill("A picture");
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith("/admin/media") && res.request().method() === "POST"),
      page.getByRole("button", { name: "Upload" }).click(),
    ]);
    expect(response.status(), attempt.name).toBe(attempt.status);
    const error = page.locator("#media-file-error");
    await expect(error).toHaveText(attempt.message);
    await expect(page.getByLabel("Image file")).toHaveAttribute("aria-describedby", "media-file-error");
    // The alt text typed is kept for the next try.
    await expect(page.getByLabel("Alt text")).toHaveValue("A picture");
    expect(await storedNamed(attempt.name), attempt.name).toBe(0);
  }
  await expectAccessible(page);
});

test("a file name with a right-to-left override is listed as stored, the storage used is shown, and the same file again is found, not converted", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const editor = await member("mediabidi", ["editor"]);
  await signIn(page, editor);
  await page.goto("/admin/media");
  await expect(page.locator('[data-field="storage"]')).toHaveText(/^Storage: [\d,.]+ MB of 1,024 MB used\.$/);

  // "report<RLO>gnp.exe.png" displays as "reportgnp.exe.png"… reversed into "report" + "png.exe" unless neutralised.
  const word = uniqueWord("");
  const stored = `report${word}gnp.exe.png`;
  const file = {
    name: `report${word}\u202Egnp.exe.png`,
    mimeType: "image/png",
    buffer: await photoJpeg(800, 500).then((jpeg) => sharp(jpeg).png().toBuffer()),
  };
  await page.getByLabel("Image file").setInputFiles(file);
  await page.getByLabel("Alt text").fill(`A quarterly chart\u202E ${word}`);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toContainText("Image uploaded and converted", { timeout: 60_000 });
  const item = page.locator("li[data-image]").filter({ hasText: stored });
  await expect(item).toHaveCount(1);
  expect(await item.innerHTML()).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  await expect(item).toContainText(`Alt text: A quarterly chart ${word}`);
  await expect(page.locator('[data-field="storage"]')).not.toHaveText(/^Storage: 0 MB of/);

  await page.getByLabel("Image file").setInputFiles(file);
  await page.getByLabel("Alt text").fill("Another description");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toContainText("This picture was already uploaded");
  expect(await storedNamed(stored)).toBe(1);
});

test("only editors reach the images page", async ({ page }) => {
  const recruiter = await member("mediarecruiter", ["recruiter"]);
  await signIn(page, recruiter);
  await expect(page.getByRole("link", { name: "Images" })).toHaveCount(0);
  const response = await page.goto("/admin/media");
  expect(response?.status()).toBe(403);
  await expect(page.getByText(/editor/).first()).toBeVisible();
});
