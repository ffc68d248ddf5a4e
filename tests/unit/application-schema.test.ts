import { describe, expect, it } from "vitest";
import { divisionIds, divisionNames } from "../../app/content/divisions.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import { divisionOptionsOf, validateApplication } from "../../app/lib/contracts/application.ts";
import { limits, messages } from "../../app/lib/contracts/application-rules.ts";
import { divisionLabel, knownDivisionLabel } from "../../app/lib/contracts/division-label.ts";

const divisionOptions = divisionOptionsOf(shippedDocuments.divisions);

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  discord: "ada#0001",
  division: "nexus",
  portfolio: "https://ada.example.com/work",
  message: "I want to build analytical engines with you.",
};

function errorsFor(input: Record<string, unknown>) {
  const result = validateApplication(input);
  return result.ok ? {} : result.errors;
}

describe("application schema", () => {
  it("accepts a complete application and trims every value", () => {
    const result = validateApplication({ ...valid, name: "  Ada Lovelace  ", email: " ada@example.com " });
    expect(result).toEqual({ ok: true, data: { ...valid } });
  });

  it("accepts empty optional fields and fills missing ones with empty strings", () => {
    const result = validateApplication({ name: "Al", email: "al@example.com", division: "general", message: "0123456789" });
    expect(result.ok && result.data).toMatchObject({ discord: "", portfolio: "" });
  });

  it.each([
    ["name", { name: "A" }, messages.name],
    ["name", { name: "   A   " }, messages.name],
    ["email", { email: "not-an-email" }, messages.email],
    ["email", { email: "" }, messages.email],
    ["division", { division: "" }, messages.division],
    ["division", { division: "skynet" }, messages.division],
    ["portfolio", { portfolio: "not a url" }, messages.portfolio],
    ["portfolio", { portfolio: "javascript:alert(1)" }, messages.portfolio],
    ["portfolio", { portfolio: "ftp://files.example.com" }, messages.portfolio],
    ["message", { message: "too short" }, messages.message],
  ])("rejects a bad %s with its message in docs/product.md", (field, change, message) => {
    expect(errorsFor({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it("uses the messages of docs/product.md word for word", () => {
    expect(messages).toMatchObject({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      division: "Please select a division",
      portfolio: "Please enter a valid URL",
      message: "Message must be at least 10 characters",
    });
  });

  it.each([
    ["name", limits.name],
    ["discord", limits.discord],
    ["message", limits.message],
  ])("caps %s at %i characters", (field, max) => {
    expect(errorsFor({ ...valid, [field]: "x".repeat(max) })).toEqual({});
    expect(Object.keys(errorsFor({ ...valid, [field]: "x".repeat(max + 1) }))).toEqual([field]);
  });

  it("caps email and portfolio lengths", () => {
    expect(Object.keys(errorsFor({ ...valid, email: `${"a".repeat(250)}@example.com` }))).toEqual(["email"]);
    expect(Object.keys(errorsFor({ ...valid, portfolio: `https://example.com/${"a".repeat(limits.portfolio)}` }))).toEqual(["portfolio"]);
  });

  it("reports every failing field at once, with wrong types treated as missing", () => {
    expect(errorsFor({ name: 5, email: null, division: [], message: {} })).toEqual({
      name: messages.name,
      email: messages.email,
      division: messages.division,
      message: messages.message,
    });
    expect(validateApplication("nope").ok).toBe(false);
  });

  it("offers the nine divisions in the product description's order, then the general application", () => {
    expect(divisionOptions.map((option) => option.value)).toEqual([
      "vesperguard",
      "noxgpt",
      "nexus",
      "nexila",
      "vespergames",
      "viad",
      "vesperlegal",
      "vesperholdings",
      "vcomm",
      "general",
    ]);
    expect(divisionOptions.at(-1)?.label).toBe("General Application - Let Us Decide");
  });

  it("labels a stored division from the divisions' content, and an unlisted value as itself for the team", () => {
    for (const id of divisionIds) expect(divisionLabel(id)).toBe(divisionNames(shippedDocuments.divisions)[id]);
    expect(divisionLabel("general")).toBe(divisionOptions.at(-1)?.label);
    expect(knownDivisionLabel("retired-division")).toBeUndefined();
    expect(divisionLabel("retired-division")).toBe("retired-division");
  });

  it.each([
    ["name", "Al\u0000ice", messages.nameCharacters],
    ["name", "Eve\u001b[2J", messages.nameCharacters],
    ["name", "Tab\tName", messages.nameCharacters],
    ["name", "C1\u009bName", messages.nameCharacters],
    ["name", "Lone \uD800 half", messages.nameCharacters],
    ["email", "ada\u0000@example.com", messages.email],
    ["discord", "ada\u0007", messages.discordCharacters],
    ["portfolio", "https://ada.example.com/\u0000", messages.portfolio],
    ["message", "Long enough text \u0000 with a NUL", messages.messageCharacters],
    ["message", "Long enough text \u001b]8;;https://evil.example\u0007 link", messages.messageCharacters],
    ["message", "Long enough text \u0085 next line", messages.messageCharacters],
  ])("refuses control characters in %s with the field's message", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("accepts newlines and tabs in the message, and stores a browser's CRLF as one newline", () => {
    const result = validateApplication({ ...valid, message: "First line\r\n\tSecond line\rThird" });
    expect(result.ok && result.data.message).toBe("First line\n\tSecond line\nThird");
  });

  it("accepts letters from any script and emoji", () => {
    expect(errorsFor({ ...valid, name: "Zoë Ōtani 李 🚀", message: "Ünïcödé is fine: 😀 → ✓" })).toEqual({});
  });
});
