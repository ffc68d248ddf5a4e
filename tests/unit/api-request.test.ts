import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, describeApiError } from "../../app/lib/browser/api.ts";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiRequest", () => {
  it("sends JSON with a content-type, cookies included, only when there is a body", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 201 }));
    await apiRequest("POST", "/api/contact", { a: 1 }, { "Idempotency-Key": "abcdefgh" });
    expect(fetchMock).toHaveBeenCalledWith("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "abcdefgh" },
      body: '{"a":1}',
      credentials: "include",
    });
    await apiRequest("GET", "/healthz");
    expect(fetchMock).toHaveBeenLastCalledWith("/healthz", { method: "GET", headers: {}, body: undefined, credentials: "include" });
  });

  it("turns a non-OK answer into '{status}: {body}'", async () => {
    stubFetch(new Response("boom", { status: 500 }));
    await expect(apiRequest("POST", "/api/contact", {})).rejects.toThrow("500: boom");
  });

  it("falls back to the status text when the body is empty", async () => {
    stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("POST", "/api/contact", {})).rejects.toThrow("503: Service Unavailable");
  });

  it("makes exactly one attempt (no retries)", async () => {
    const fetchMock = stubFetch(new Response("nope", { status: 502 }));
    await expect(apiRequest("POST", "/x", {})).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("ApiError", () => {
  it("carries the status and the parsed body, and the field messages of a 400", async () => {
    stubFetch(new Response('{"errors":{"name":"Name must be at least 2 characters"}}', { status: 400 }));
    const error = await apiRequest("POST", "/api/contact", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe('400: {"errors":{"name":"Name must be at least 2 characters"}}');
    expect(apiError.fieldErrors).toEqual({ name: "Name must be at least 2 characters" });
  });

  it("has no field messages when the body is not JSON", () => {
    expect(new ApiError(502, "Bad Gateway", "<html>").fieldErrors).toBeUndefined();
    expect(new ApiError(502, "Bad Gateway", "").message).toBe("502: Bad Gateway");
  });
});

describe("describeApiError", () => {
  it("keeps plain-text messages as they are", () => {
    expect(describeApiError(new ApiError(500, "Internal Server Error", "boom"))).toBe("500: boom");
    expect(describeApiError(new Error("Failed to fetch"))).toBe("Failed to fetch");
  });
  it("reads the error sentence out of a JSON body", () => {
    expect(describeApiError(new ApiError(429, "Too Many Requests", '{"error":"Too many applications."}'))).toBe("429: Too many applications.");
    expect(describeApiError(new ApiError(400, "Bad Request", '{"errors":{"name":"Name must be at least 2 characters"}}'))).toBe(
      "400: Name must be at least 2 characters",
    );
  });
  it("has nothing to say about non-errors, so the caller uses its fallback", () => {
    expect(describeApiError("weird")).toBeUndefined();
    expect(describeApiError(new Error(""))).toBeUndefined();
  });
});
