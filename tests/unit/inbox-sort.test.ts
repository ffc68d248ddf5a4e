import { describe, expect, it } from "vitest";
import { defaultInboxSort, inboxFilterQuery, readInboxFilter, readInboxSort } from "../../app/lib/contracts/inbox-filter.ts";

describe("the inbox's order in the query string", () => {
  it("reads a known column and direction, drops the rest like the filter does", () => {
    expect(readInboxSort(new URLSearchParams("sort=name&dir=desc"))).toEqual({ key: "name", dir: "desc" });
    expect(readInboxSort(new URLSearchParams(""))).toEqual(defaultInboxSort);
    expect(readInboxSort(new URLSearchParams("sort=email&dir=desc"))).toEqual({ key: "received", dir: "desc" });
    // A column without a (known) direction gets its own: A to Z, or newest first for the date.
    expect(readInboxSort(new URLSearchParams("sort=division&dir=sideways"))).toEqual({ key: "division", dir: "asc" });
    expect(readInboxSort(new URLSearchParams("sort=received"))).toEqual({ key: "received", dir: "desc" });
    expect(readInboxSort(new URLSearchParams("sort=Name&dir=ASC"))).toEqual(defaultInboxSort);
  });

  it("writes the order into links only when it is not the default, after the filter and before the page", () => {
    expect(inboxFilterQuery({ q: "ada" }, { page: 2 }, { key: "status", dir: "desc" })).toBe("?q=ada&sort=status&dir=desc&page=2");
    expect(inboxFilterQuery({ q: "ada" }, {}, defaultInboxSort)).toBe("?q=ada");
    expect(inboxFilterQuery({}, {}, { key: "received", dir: "asc" })).toBe("?sort=received&dir=asc");
    // The order is not part of the filter: the page still says "newest first", not "match this filter".
    expect(readInboxFilter(new URLSearchParams("sort=name&dir=asc"))).toEqual({});
  });
});
