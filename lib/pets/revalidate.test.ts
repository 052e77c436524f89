import { revalidatePath } from "next/cache";
import { after } from "next/server";
import { runAfterResponse } from "@/lib/http/after";
import { PAGE_CACHE } from "@/lib/http/page-cache.mjs";
import { refreshPetPages, refreshSellerPages } from "./revalidate";

// What a change does to the cached pages, with Next.js's `after` played by hand: the work it was given
// runs once the answer is sent, all of it at once, as Next.js runs it.

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next/server", () => ({ after: jest.fn() }));
jest.mock("@/lib/db", () => ({
  getDb: () => ({ pet: { findMany: async () => [{ id: "p1", species: "dog", breedKey: "beagle", locationKey: "hyderabad" }] } }),
}));

const revalidated = jest.mocked(revalidatePath);
let afterWork: (() => Promise<unknown>)[] = [];
const purges: string[][] = [];

/** The answer is sent: Next.js starts the request's after-work. */
const sendAnswer = () => {
  const work = afterWork;
  afterWork = [];
  for (const run of work) void run();
};
const petPage = (call: unknown[]) => call[0] === "/te/pets/p1";

beforeEach(() => {
  jest.useFakeTimers();
  revalidated.mockClear();
  purges.length = 0;
  afterWork = [];
  jest.mocked(after).mockImplementation((work) => void afterWork.push(work as () => Promise<unknown>));
  (globalThis as Record<symbol, unknown>)[PAGE_CACHE] = { purge: (paths: string[]) => purges.push(paths) };
});

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as Record<symbol, unknown>)[PAGE_CACHE];
});

describe("refreshing a listing's pages", () => {
  it("revalidates and purges its pages at once, and again 3 seconds after the answer", async () => {
    await refreshPetPages(["p1"]);
    expect(revalidated.mock.calls.filter(petPage)).toHaveLength(1);
    expect(revalidated).toHaveBeenCalledWith("/[locale]/(site)/sellers/[id]", "page");
    expect(purges).toHaveLength(1);
    expect(purges[0]).toEqual(expect.arrayContaining(["/en/pets/p1", "/te/pets/p1", "/hi/pets/p1", "/te/dogs/beagle/in/hyderabad"]));

    sendAnswer();
    await jest.advanceTimersByTimeAsync(2900);
    expect(purges).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(200);
    // A render that read the listing before the change and was stored after the first pass is thrown out.
    expect(revalidated.mock.calls.filter(petPage)).toHaveLength(2);
    expect(revalidated.mock.calls.filter((c) => c[0] === "/[locale]/(site)/sellers/[id]")).toHaveLength(2);
    expect(purges).toHaveLength(2);
    expect(purges[1]).toEqual(purges[0]);
  });

  it("makes the second pass after the answer's other after-work, as Next.js applies its revalidations then", async () => {
    await runAfterResponse(() => new Promise((resolve) => setTimeout(resolve, 8000))); // a slow mail
    await refreshSellerPages("s1");
    expect(purges).toEqual([["/en/sellers/s1", "/en/pets/p1", "/te/sellers/s1", "/te/pets/p1", "/hi/sellers/s1", "/hi/pets/p1"]]);
    sendAnswer();
    await jest.advanceTimersByTimeAsync(7900);
    expect(purges).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(200);
    expect(purges).toHaveLength(2);
    expect(revalidated.mock.calls.filter(petPage)).toHaveLength(2);
  });

  it("makes one pass outside a request (a script, a test): there is no answer to wait for", async () => {
    jest.mocked(after).mockImplementation(() => {
      throw new Error("`after` was called outside a request scope");
    });
    await refreshPetPages(["p1"]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(purges).toHaveLength(1);
    expect(revalidated.mock.calls.filter(petPage)).toHaveLength(1);
  });

  // Last: its work never ends, and stays among the after-work running.
  it("does not wait for after-work that hangs longer than 15 seconds", async () => {
    await runAfterResponse(() => new Promise(() => undefined));
    await refreshSellerPages("s1");
    sendAnswer();
    await jest.advanceTimersByTimeAsync(3000 + 15_000 + 100);
    expect(purges).toHaveLength(2);
  });
});
