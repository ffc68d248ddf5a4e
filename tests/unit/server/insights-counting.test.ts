import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { createInsightsCounter } from "../../../server/insights/counter.ts";
import type { Db } from "../../../server/db/database.ts";
import { deviceClass } from "../../../server/insights/device.ts";
import { countedPath, formSources, sameOriginPage } from "../../../server/insights/page-path.ts";
import { campaignOf, externalReferrerHost, maxCampaignLength } from "../../../server/insights/referrer.ts";
import { declinesCounting, isBot, isCountableView, isPrefetch } from "../../../server/insights/request-filter.ts";
import { Tally } from "../../../server/insights/tally.ts";
import type { CountRow } from "../../../server/insights/tally.ts";
import { createLogger } from "../../../server/logger.ts";

const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const androidPhone = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const androidTablet = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ipad = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

describe("which requests are a person's view", () => {
  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["Bing", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"],
    ["a link preview", "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"],
    ["Slack's unfurler", "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)"],
    ["Lighthouse", `${chrome} Chrome-Lighthouse`],
    ["headless Chrome", chrome.replace("Chrome/", "HeadlessChrome/")],
    ["curl", "curl/8.5.0"],
    ["a load generator", "autocannon"],
    ["no user agent", undefined],
    ["an empty one", ""],
  ])("%s is a bot", (_name, userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it.each([
    ["Chrome", chrome],
    ["Safari on an iPhone", iphone],
    ["Chrome on Android", androidPhone],
    ["Firefox", "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"],
  ])("%s is a person's browser", (_name, userAgent) => {
    expect(isBot(userAgent)).toBe(false);
  });

  it("a prefetch or prerender is not a view, whichever header names it", () => {
    expect(isPrefetch({ "sec-purpose": "prefetch" })).toBe(true);
    expect(isPrefetch({ "sec-purpose": "prefetch;prerender" })).toBe(true);
    expect(isPrefetch({ purpose: "prefetch" })).toBe(true);
    expect(isPrefetch({ "x-moz": "prefetch" })).toBe(true);
    expect(isPrefetch({})).toBe(false);
  });

  it("Sec-GPC: 1 and DNT: 1 are not counted; DNT: 0 is", () => {
    expect(declinesCounting({ "sec-gpc": "1" })).toBe(true);
    expect(declinesCounting({ dnt: "1" })).toBe(true);
    expect(declinesCounting({ dnt: "0" })).toBe(false);
    expect(declinesCounting({})).toBe(false);
  });

  it("only a GET counts (a HEAD fetches no page anyone reads)", () => {
    expect(isCountableView("GET", { "user-agent": chrome })).toBe(true);
    expect(isCountableView("HEAD", { "user-agent": chrome })).toBe(false);
    expect(isCountableView("GET", { "user-agent": chrome, "sec-purpose": "prefetch" })).toBe(false);
    expect(isCountableView("GET", { "user-agent": chrome, "sec-gpc": "1" })).toBe(false);
  });
});

describe("the kind of device", () => {
  it.each([
    [chrome, "desktop"],
    [iphone, "phone"],
    [androidPhone, "phone"],
    [androidTablet, "tablet"],
    [ipad, "tablet"],
  ])("%s → %s", (userAgent, device) => {
    expect(deviceClass(userAgent)).toBe(device);
  });
});

describe("where a view came from", () => {
  it("keeps another site's host only: no path, no query, no www.", () => {
    expect(externalReferrerHost("https://www.Google.com/search?q=ada+lovelace", "vesper.example")).toBe("google.com");
    expect(externalReferrerHost("https://news.ycombinator.com/item?id=1", "vesper.example")).toBe("news.ycombinator.com");
  });

  it("is nothing for this site itself (with or without its port), other schemes, or garbage", () => {
    expect(externalReferrerHost("https://vesper.example/about", "vesper.example")).toBeUndefined();
    expect(externalReferrerHost("http://localhost:4106/about", "localhost:4106")).toBeUndefined();
    expect(externalReferrerHost("android-app://com.slack/", "vesper.example")).toBeUndefined();
    expect(externalReferrerHost("not a url", "vesper.example")).toBeUndefined();
    expect(externalReferrerHost(undefined, "vesper.example")).toBeUndefined();
  });

  it("reads utm_source and utm_campaign, cleaned and bounded, and nothing else of the query", () => {
    expect(campaignOf("/services/web?utm_source=Newsletter&utm_campaign=%20Spring-2026%20&email=ada@example.com")).toEqual({
      source: "newsletter",
      campaign: "spring-2026",
    });
    expect(campaignOf("/services/web")).toEqual({});
    expect(campaignOf("/?utm_source=")).toEqual({});
    expect(campaignOf(`/?utm_campaign=${"x".repeat(500)}`).campaign).toHaveLength(maxCampaignLength);
    expect(campaignOf("/?utm_source=%E2%9C%93ok%00").source).toBe("ok");
  });
});

describe("the path a view is counted under", () => {
  it("is the canonical path: case and trailing slashes folded", () => {
    expect(countedPath("/Old-Page/")).toBe("/old-page");
    expect(countedPath("/")).toBe("/");
  });

  it("is nothing for a path too long or not plain ASCII", () => {
    expect(countedPath(`/${"a".repeat(300)}`)).toBeUndefined();
    expect(countedPath("/caf\u00e9")).toBeUndefined();
    expect(countedPath("no-slash")).toBeUndefined();
  });

  it("a form's page is this site's own, with the state a link opened it in and nothing else of its query", () => {
    expect(sameOriginPage("https://vesper.example/contact?service=web&x=1", "vesper.example", ["service"])).toBe("/contact?service=web");
    expect(sameOriginPage("https://vesper.example/Join/", "vesper.example", ["service"])).toBe("/join");
    expect(sameOriginPage("https://evil.example/contact", "vesper.example", ["service"])).toBeUndefined();
    expect(sameOriginPage("https://vesper.example/contact?service=%3Cscript%3E", "vesper.example", ["service"])).toBe("/contact");
    expect(sameOriginPage(undefined, "vesper.example")).toBeUndefined();
  });

  it("the page before the form is the from= of the form page's address: a page path of this site, never the form itself", () => {
    const post = (referer: string | undefined) => ({ headers: { host: "vesper.example", ...(referer ? { referer } : {}) } }) as unknown as IncomingMessage;
    expect(formSources(post("https://vesper.example/contact?service=web&from=/services/web"))).toEqual({
      sourcePage: "/contact?service=web",
      pageBefore: "/services/web",
    });
    expect(formSources(post("https://vesper.example/join?from=/founder"))).toEqual({ sourcePage: "/join", pageBefore: "/founder" });
    expect(formSources(post("https://vesper.example/join"))).toEqual({ sourcePage: "/join", pageBefore: undefined });
    expect(formSources(post("https://vesper.example/Join/?from=/join"))).toEqual({ sourcePage: "/join", pageBefore: undefined });
    for (const from of ["https://evil.example/", "//evil.example", "/a/../b", "%3Cscript%3E", "/Upper", `/${"a".repeat(250)}`]) {
      expect(formSources(post(`https://vesper.example/join?from=${encodeURIComponent(from)}`)).pageBefore, from).toBeUndefined();
    }
    // Another site's form page, or none: neither page is known.
    expect(formSources(post("https://evil.example/join?from=/about"))).toEqual({ sourcePage: undefined, pageBefore: undefined });
    expect(formSources(post(undefined))).toEqual({ sourcePage: undefined, pageBefore: undefined });
  });
});

describe("the tally between two batches", () => {
  it("adds counts of a key it holds, and past its limit drops new keys only", () => {
    const tally = new Tally(2);
    tally.add(1, "page", "/a");
    tally.add(1, "page", "/b");
    tally.add(1, "page", "/c");
    tally.add(1, "page", "/a", 4);
    const { rows, droppedKeys } = tally.take();
    expect(rows.map((row) => [row.value, row.count])).toEqual([
      ["/a", 5],
      ["/b", 1],
    ]);
    expect(droppedKeys).toBe(1);
    expect(tally.take().rows).toEqual([]);
  });
});

describe("the counter", () => {
  /** A database that records what each batch adds (the insert's values), for the counter alone. */
  function recordingDb() {
    const written: CountRow[] = [];
    const insert = () => ({ values: (rows: CountRow[]) => ({ onConflictDoUpdate: async () => void written.push(...rows) }) });
    const db = { transaction: async (work: (tx: unknown) => Promise<void>) => work({ insert }) } as unknown as Db;
    return { db, written };
  }
  const request = (url: string, headers: Record<string, string>) => ({ method: "GET", url, headers }) as unknown as IncomingMessage;

  it("counts a view's page, device, referrer and campaign in its hour, and a 404 as a 404 address only", async () => {
    const { db, written } = recordingDb();
    const hour = Date.UTC(2026, 10, 27, 9, 30);
    const counter = createInsightsCounter({ db, logger: createLogger("silent"), now: () => hour });
    const headers = { "user-agent": iphone, referer: "https://www.linkedin.com/feed/", host: "vesper.example" };
    counter.pageView(request("/services/web?utm_source=linkedin&utm_campaign=launch", headers), "/services/web", false);
    counter.pageView(request("/services/web", { ...headers, referer: "https://vesper.example/" }), "/services/web", false);
    counter.pageView(request("/Old-Page/", headers), "/Old-Page/", true);
    counter.pageView(request("/api/nothing", headers), "/api/nothing", true);
    counter.pageView(request("/services/web", { ...headers, dnt: "1" }), "/services/web", false);
    counter.conversion("inquiry", "/contact?service=web", "/services/web");
    counter.conversion("application", undefined);
    counter.conversion("application", "/join", "/about");
    await counter.stop();
    const at = new Date(Date.UTC(2026, 10, 27, 9));
    expect(written.every((row) => row.hour.getTime() === at.getTime())).toBe(true);
    expect(Object.fromEntries(written.map((row) => [`${row.dimension} ${row.value}`, row.count]))).toEqual({
      "page /services/web": 2,
      "device phone": 2,
      "referrer linkedin.com": 1,
      "source linkedin": 1,
      "campaign launch": 1,
      "not-found /old-page": 1,
      "inquiry /contact?service=web": 1,
      "inquiry-before /services/web": 1,
      "application (unknown)": 1,
      "application /join": 1,
      "application-before /about": 1,
    });
  });

  it("keeps a batch the database refused for the next one, and counts none of it twice", async () => {
    let fail = true;
    const written: CountRow[] = [];
    const insert = () => ({
      values: (rows: CountRow[]) => ({
        onConflictDoUpdate: async () => {
          if (fail) throw new Error("database unavailable");
          written.push(...rows);
        },
      }),
    });
    const db = { transaction: async (work: (tx: unknown) => Promise<void>) => work({ insert }) } as unknown as Db;
    const counter = createInsightsCounter({ db, logger: createLogger("silent") });
    counter.pageView(request("/", { "user-agent": chrome }), "/", false);
    await counter.flush();
    expect(written).toEqual([]);
    fail = false;
    counter.pageView(request("/", { "user-agent": chrome }), "/", false);
    await counter.stop();
    expect(written.find((row) => row.dimension === "page")?.count).toBe(2);
  });
});
