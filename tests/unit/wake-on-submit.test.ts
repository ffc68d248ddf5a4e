import { describe, expect, it, vi } from "vitest";
import type { ApplicationStore, StoreResult } from "../../server/applications/store.ts";
import { wakeDeliveryOnSubmit } from "../../server/wake-on-submit.ts";

const application = { name: "Ada", email: "ada@example.com", discord: "", division: "general", portfolio: "", message: "Hello there, team." };

function storeAnswering(result: StoreResult): ApplicationStore {
  return { submit: vi.fn(async () => result), list: vi.fn(async () => []) };
}

const stored: StoreResult = { kind: "stored", receipt: { id: 1, createdAt: new Date(0).toISOString() }, replayed: false };

describe("waking the mail delivery on a new application", () => {
  it("wakes it after a new application is stored, not after a replay", async () => {
    const wake = vi.fn();
    await wakeDeliveryOnSubmit(storeAnswering(stored), { wake, sending: true }).submit(application);
    expect(wake).toHaveBeenCalledTimes(1);
    await wakeDeliveryOnSubmit(storeAnswering({ ...stored, replayed: true }), { wake, sending: true }).submit(application);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("leaves the job workers asleep when this process sends no mail (no SMTP_URL, or a separate mailer)", async () => {
    const wake = vi.fn();
    const store = storeAnswering(stored);
    const wrapped = wakeDeliveryOnSubmit(store, { wake, sending: false });
    expect(await wrapped.submit(application)).toEqual(stored);
    expect(wake).not.toHaveBeenCalled();
  });
});
