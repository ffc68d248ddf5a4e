// The newsletter's pace from NEWSLETTER_PER_MINUTE (server/mail/newsletter-sending.ts newsletterPace): the batch size and
// the interval between batches. That each batch is queued that interval after the one before: tests/integration/newsletter-sending.test.ts.
import { describe, expect, it } from "vitest";
import { defaultNewsletterPerMinute } from "../../../server/config.ts";
import { maxBatchSize, newsletterPace } from "../../../server/mail/newsletter-sending.ts";

describe("newsletterPace", () => {
  it("makes batches of at most 50, one every batchMs, so that a minute holds NEWSLETTER_PER_MINUTE copies", () => {
    expect(newsletterPace(defaultNewsletterPerMinute)).toEqual({ batchSize: 50, batchMs: 25_000 });
    expect(newsletterPace(3_000)).toEqual({ batchSize: 50, batchMs: 1_000 });
    // Below 50 a minute: one batch of them a minute.
    expect(newsletterPace(30)).toEqual({ batchSize: 30, batchMs: 60_000 });
    expect(newsletterPace(1)).toEqual({ batchSize: 1, batchMs: 60_000 });
    for (const perMinute of [1, 7, 49, 50, 51, 120, 333, 1_000, 7_777, 100_000]) {
      const { batchSize, batchMs } = newsletterPace(perMinute);
      expect(batchSize, `${perMinute}`).toBeLessThanOrEqual(maxBatchSize);
      // Batch n starts n × batchMs after the first: the copies of a minute, to batchMs's rounding to the millisecond.
      const perMinuteSent = (batchSize * 60_000) / batchMs;
      expect(Math.abs(perMinuteSent - perMinute) / perMinute, `${perMinute}`).toBeLessThan(0.01);
    }
  });

  it("at the default, 10,000 subscribers take about 83 minutes (docs/configuration.md): 200 batches, the last 199 intervals after the first", () => {
    const { batchSize, batchMs } = newsletterPace(defaultNewsletterPerMinute);
    const batches = Math.ceil(10_000 / batchSize);
    expect(batches).toBe(200);
    expect(((batches - 1) * batchMs) / 60_000).toBeCloseTo(82.9, 1);
  });
});
