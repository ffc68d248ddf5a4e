import { describe, expect, it } from "vitest";
import { ConfigError, defaultMediaStorageLimitMb, defaultSignInRateLimit, readConfig } from "../../../server/config.ts";

describe("the application rate limit's setting", () => {
  it("is 5 a minute by default", () => {
    expect(readConfig({}).applicationRateLimit).toBe(5);
  });

  it("reads APPLICATION_RATE_LIMIT", () => {
    expect(readConfig({ APPLICATION_RATE_LIMIT: "12" }).applicationRateLimit).toBe(12);
  });

  it("still accepts CONTACT_RATE_LIMIT, its former name, which existing deployments set", () => {
    expect(readConfig({ CONTACT_RATE_LIMIT: "7" }).applicationRateLimit).toBe(7);
  });

  it("prefers APPLICATION_RATE_LIMIT when both are set", () => {
    expect(readConfig({ APPLICATION_RATE_LIMIT: "12", CONTACT_RATE_LIMIT: "7" }).applicationRateLimit).toBe(12);
  });

  it("refuses a value that is not a whole number, naming the variable that holds it", () => {
    expect(() => readConfig({ APPLICATION_RATE_LIMIT: "many" })).toThrow(new ConfigError('APPLICATION_RATE_LIMIT must be a whole number, got "many"'));
    expect(() => readConfig({ CONTACT_RATE_LIMIT: "-1" })).toThrow(new ConfigError('CONTACT_RATE_LIMIT must be a whole number, got "-1"'));
  });
});

describe("the sign-in posts' setting", () => {
  it(`is ${defaultSignInRateLimit} a minute per address by default, and reads SIGN_IN_RATE_LIMIT`, () => {
    expect(readConfig({}).signInRateLimit).toBe(defaultSignInRateLimit);
    expect(readConfig({ SIGN_IN_RATE_LIMIT: "500" }).signInRateLimit).toBe(500);
  });

  it("refuses 0, which would lock every member out, and what is not a whole number", () => {
    expect(() => readConfig({ SIGN_IN_RATE_LIMIT: "0" })).toThrow(new ConfigError('SIGN_IN_RATE_LIMIT must be at least 1, got "0"'));
    expect(() => readConfig({ SIGN_IN_RATE_LIMIT: "lots" })).toThrow(new ConfigError('SIGN_IN_RATE_LIMIT must be a whole number, got "lots"'));
  });
});

describe("the uploaded images' storage budget", () => {
  it(`is ${defaultMediaStorageLimitMb} MB by default, reads MEDIA_STORAGE_LIMIT_MB, and refuses 0 or what is not a whole number`, () => {
    expect(readConfig({}).mediaStorageLimitMb).toBe(defaultMediaStorageLimitMb);
    expect(readConfig({ MEDIA_STORAGE_LIMIT_MB: "250" }).mediaStorageLimitMb).toBe(250);
    expect(() => readConfig({ MEDIA_STORAGE_LIMIT_MB: "0" })).toThrow(new ConfigError('MEDIA_STORAGE_LIMIT_MB must be at least 1, got "0"'));
    expect(() => readConfig({ MEDIA_STORAGE_LIMIT_MB: "1.5" })).toThrow(new ConfigError('MEDIA_STORAGE_LIMIT_MB must be a whole number, got "1.5"'));
  });
});

describe("the insights' switch", () => {
  it("is on by default, INSIGHTS=off turns counting off, and anything but on or off is refused", () => {
    expect(readConfig({}).insights).toBe(true);
    expect(readConfig({ INSIGHTS: "OFF" }).insights).toBe(false);
    expect(readConfig({ INSIGHTS: "on" }).insights).toBe(true);
    expect(() => readConfig({ INSIGHTS: "no" })).toThrow(new ConfigError('INSIGHTS must be "on" or "off", got "no"'));
    expect(readConfig({}).insightsBatchSeconds).toBe(60);
    expect(readConfig({ INSIGHTS_BATCH_SECONDS: "5" }).insightsBatchSeconds).toBe(5);
    expect(() => readConfig({ INSIGHTS_BATCH_SECONDS: "0" })).toThrow(ConfigError);
  });
});
