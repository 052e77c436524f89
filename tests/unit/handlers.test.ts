import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// Route handlers only translate HTTP: what follows from a request (its mails, pushes, the refunds it
// recorded, the pages it rebuilds) is its service's, and due work done in passing is its contract's
// `inPassing` (docs/architecture.md, "Where to add…"). A handler that calls one of these is doing a
// service's work itself.
const SIDE_EFFECTS: [RegExp, string][] = [
  [/\bnotify[A-Z]\w*/, "a notification"],
  [/\bsendMail\b|from "@\/lib\/email\/(mailer|[a-z-]+-mails?)"/, "a mail"],
  [/from "@\/lib\/http\/after"|\bdeliverDue\w*AfterResponse\b/, "work after the answer"],
  [/\baskRefundsAfterResponse\b/, "refunds asked of the gateway"],
  [/\brefresh[A-Za-z]*Pages\b/, "pages rebuilt"],
];

/** What a handler's source does besides translating HTTP, one line each. */
function sideEffectsOf(source: string): string[] {
  return SIDE_EFFECTS.filter(([pattern]) => pattern.test(source)).map(([, what]) => what);
}

const root = path.resolve(__dirname, "../..");
const routes = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routes(full);
    return name === "route.ts" ? [full] : [];
  });

describe("route handlers", () => {
  it("leave what follows from a request to its service", () => {
    const found = routes(path.join(root, "app/server")).flatMap((file) =>
      sideEffectsOf(readFileSync(file, "utf8")).map((what) => `${path.relative(root, file)}: ${what}`),
    );
    expect(found).toEqual([]);
  });

  it("are caught when one mails, notifies or asks refunds itself", () => {
    expect(sideEffectsOf('import { notifyNewOrder } from "@/lib/notifications/service";')).toEqual(["a notification"]);
    expect(sideEffectsOf("await deliverDueMessageMailsAfterResponse();")).toEqual(["work after the answer"]);
    expect(sideEffectsOf('import { sendMail } from "@/lib/email/mailer";')).toEqual(["a mail"]);
    expect(sideEffectsOf('import { runAfterResponse } from "@/lib/http/after";')).toEqual(["work after the answer"]);
    expect(sideEffectsOf("await askRefundsAfterResponse();\nawait refreshSellerPages(id);")).toEqual([
      "refunds asked of the gateway",
      "pages rebuilt",
    ]);
    // What a handler may import: its service, the wrapper, the answer's helpers, a page's address.
    expect(sideEffectsOf('import { placeOrder } from "@/lib/order-steps/service";\nimport { pageUrl } from "@/lib/email/layout";')).toEqual(
      [],
    );
  });
});
