// The newsletter's signed unsubscribe links and RFC 8058 headers (server/newsletter/tokens.ts): what a stranger can and cannot forge.
import { describe, expect, it } from "vitest";
import { siteIdentity } from "../../../app/lib/pages/site-identity.ts";
import { ConfigError, readConfig } from "../../../server/config.ts";
import { NewsletterSigner } from "../../../server/newsletter/tokens.ts";

const signer = new NewsletterSigner(Buffer.from("a test key that is long enough to sign with"));
const ada = { id: 12, mailbox: "ada@example.com" };

describe("unsubscribe tokens", () => {
  it("verify for the subscriber they were made for", () => {
    const token = signer.unsubscribeToken(ada);
    expect(token).toMatch(/^12\.[A-Za-z0-9_-]{43}$/);
    expect(NewsletterSigner.subscriberIdOf(token)).toBe(12);
    expect(signer.verifies(token, ada)).toBe(true);
  });

  it("refuse a changed id, a changed mailbox, a changed signature and another key", () => {
    const token = signer.unsubscribeToken(ada);
    const [, signature = ""] = token.split(".");
    expect(signer.verifies(`13.${signature}`, { id: 13, mailbox: ada.mailbox })).toBe(false);
    expect(signer.verifies(token, { id: 12, mailbox: "eve@example.com" })).toBe(false);
    const flipped = `12.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect(signer.verifies(flipped, ada)).toBe(false);
    expect(signer.verifies(token.slice(0, -1), ada)).toBe(false);
    const otherKey = new NewsletterSigner(Buffer.from("another key that is long enough to sign"));
    expect(otherKey.verifies(token, ada)).toBe(false);
  });

  it("name no id when they are not of the token's shape", () => {
    for (const token of ["", "12", "12.", "0.abc", "-1.x", `99999999999.${"a".repeat(43)}`, `12.${"a".repeat(42)}`, `12.${"a".repeat(42)}=`, "12.a b"]) {
      expect(NewsletterSigner.subscriberIdOf(token), token).toBeUndefined();
    }
  });
});

describe("the newsletter's unsubscribe headers (RFC 8058)", () => {
  it("name the signed link on the site's own address and ask for the one-click POST", () => {
    const headers = signer.listUnsubscribeHeaders(ada);
    const url = new URL(signer.unsubscribeUrl(ada));
    expect(url.origin).toBe(new URL(siteIdentity.url).origin);
    expect(url.pathname).toBe("/newsletter/unsubscribe");
    expect(url.searchParams.get("token")).toBe(signer.unsubscribeToken(ada));
    expect(headers).toEqual({ "List-Unsubscribe": `<${url.href}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    // RFC 8058 §3: the URI is HTTPS on a public site; it holds nothing a header could be split with.
    expect(headers["List-Unsubscribe"]).not.toMatch(/[\r\n,\s]/);
  });
});

describe("NEWSLETTER_SECRET", () => {
  it("is optional, and refused when too short to be a key", () => {
    expect(readConfig({}).newsletterSecret).toBeUndefined();
    expect(readConfig({ NEWSLETTER_SECRET: "x".repeat(32) }).newsletterSecret).toBe("x".repeat(32));
    expect(() => readConfig({ NEWSLETTER_SECRET: "short" })).toThrow(ConfigError);
  });
});
