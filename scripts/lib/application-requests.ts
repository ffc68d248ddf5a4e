import type autocannon from "autocannon";

/**
 * autocannon's requests for `POST /api/contact`: each one a new, valid application with its own
 * address (so no per-address limit holds it back) and, when asked, its own idempotency key.
 */
export function applicationRequests(base: string, label: string, options: { idempotencyKeys?: boolean } = {}): Partial<autocannon.Options> {
  let counter = 0;
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    requests: [
      {
        setupRequest: (request) => {
          const n = counter++;
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              origin: base,
              ...(options.idempotencyKeys ? { "idempotency-key": `${slug}-${process.pid}-${n}` } : {}),
            },
            body: JSON.stringify({
              name: label,
              email: `${slug}+${n}@example.com`,
              discord: "",
              division: "general",
              portfolio: "",
              message: `A ${slug} application (${n}), safe to delete.`,
            }),
          };
        },
      },
    ],
  };
}

/** The same for POST /api/inquiries: a project inquiry per request, each from its own address. */
export function inquiryRequests(base: string, label: string, options: { idempotencyKeys?: boolean } = {}): Partial<autocannon.Options> {
  let counter = 0;
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    requests: [
      {
        setupRequest: (request) => {
          const n = counter++;
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              origin: base,
              ...(options.idempotencyKeys ? { "idempotency-key": `${slug}-inquiry-${process.pid}-${n}` } : {}),
            },
            body: JSON.stringify({
              name: label,
              email: `${slug}+inquiry${n}@example.com`,
              company: "",
              topic: "service:web",
              budget: "",
              wishedStart: "",
              description: `A ${slug} project inquiry (${n}), safe to delete.`,
              link: "",
            }),
          };
        },
      },
    ],
  };
}
