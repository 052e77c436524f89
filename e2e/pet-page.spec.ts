import { expectNoSeriousViolations } from "./axe";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import te from "../messages/te.json";
import { DEMO_PASSWORD, demoPet } from "./support";

// The pet page as a buyer from a search engine meets it on a phone: the photos full screen (a tap, a
// swipe, a pinch, a double tap; keys and buttons on a computer), the breadcrumb up to the breed in the
// town, "More like this" under the pet, a sold pet that points on to others, an empty landing page that
// does too, and the home page's search that finds pets at the first tap. Only reads the demo pet Bruno
// (a Labrador Retriever in Hyderabad, two photos, the only Labrador); the sold pet and the one like it
// are listings of their own, deleted at the end.

type TPoint = { x: number; y: number };

/** A finger's drag (touch, through the browser's input, as a phone sends it), or the mouse's on a computer. */
async function drag(page: Page, hasTouch: boolean, from: TPoint, to: TPoint) {
  const steps = 8;
  const at = (i: number) => ({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
  if (!hasTouch) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) await page.mouse.move(at(i).x, at(i).y);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (let i = 1; i <= steps; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [at(i)] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Two fingers moving apart from the centre of `box`. */
async function pinchOut(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const c = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  const fingers = (d: number) => [
    { x: c.x - d, y: c.y, id: 0 },
    { x: c.x + d, y: c.y, id: 1 },
  ];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(30) });
  for (let d = 40; d <= 120; d += 10) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(d) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** A double tap (a double click on a computer) at the centre of `target`. */
async function doubleTap(page: Page, hasTouch: boolean, target: Locator) {
  const box = (await target.boundingBox())!;
  const c = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (!hasTouch) return page.mouse.dblclick(c.x, c.y);
  await page.touchscreen.tap(c.x, c.y);
  await page.touchscreen.tap(c.x, c.y);
}

const scaleOf = async (image: Locator) => Number((await image.getAttribute("style"))?.match(/scale\(([\d.]+)\)/)?.[1] ?? 1);

test("a tap on a photo opens it full screen: a swipe shows the next, a pinch and a double tap zoom, Escape and Close close it", async ({
  page,
}, testInfo) => {
  const hasTouch = !!testInfo.project.use.hasTouch;
  const bruno = await demoPet(page.request, "Bruno");
  await page.goto(`/pets/${bruno.id}`);
  const first = page.getByRole("link", { name: /Bruno, Labrador Retriever – photo 1 of 2/ });
  await (hasTouch ? first.tap() : first.click());

  const viewer = page.getByRole("dialog", { name: "Photos of Bruno" });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Close" })).toBeFocused();
  await expect(viewer.getByText("1 / 2")).toBeVisible();
  const current = viewer.locator("[data-current] img");
  await expect(current).toHaveAttribute("alt", /photo 1 of 2/);
  await expectNoSeriousViolations(page, "the open viewer");

  // A swipe to the left: the next photo (once the photo has loaded and the viewer is fully drawn, as a
  // person would swipe it; on a busy machine the viewer's first frame can come late).
  await expect(current).toHaveJSProperty("complete", true);
  await expect(viewer.getByRole("button", { name: "Next photo" })).toBeVisible();
  const stage = viewer.getByTestId("photo-viewer-stage");
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  await drag(page, hasTouch, { x: box.x + box.width * 0.8, y }, { x: box.x + box.width * 0.2, y });
  await expect(viewer.getByText("2 / 2")).toBeVisible();
  await expect(current).toHaveAttribute("alt", /photo 2 of 2/);

  // Zoom: a double tap in and out; on a phone two fingers apart too. Two taps count as one double tap
  // within 300 ms; on a loaded machine the second tap of a script can arrive later and read as two single
  // taps, which do nothing, so the double tap is tried again until it zooms. The taps land in the middle
  // of the stage, as a person's do: the photo's own box moves as it zooms, and taps aimed at its centre
  // could drift over a tried-again zoom onto the Previous button at the edge.
  const doubleTapTo = (scale: number) =>
    expect(async () => {
      await doubleTap(page, hasTouch, stage);
      await expect.poll(() => scaleOf(current), { timeout: 2_000 }).toBe(scale);
    }).toPass({ timeout: 15_000 });
  await doubleTapTo(2.5);
  await doubleTapTo(1);
  await expect(viewer.getByText("2 / 2")).toBeVisible();
  if (hasTouch) {
    await pinchOut(page, box);
    await expect.poll(() => scaleOf(current)).toBeGreaterThan(1.5);
    // Zoomed, a swipe drags the photo instead of changing it.
    await drag(page, true, { x: box.x + box.width * 0.3, y }, { x: box.x + box.width * 0.7, y });
    await expect(viewer.getByText("2 / 2")).toBeVisible();
  }

  // The keys and the buttons, as on a computer.
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText("1 / 2")).toBeVisible();
  await expect.poll(() => scaleOf(current)).toBe(1);
  // At the first photo there is no previous one: its button is gone.
  await expect(viewer.getByRole("button", { name: "Previous photo" })).toBeHidden();
  await expect(viewer.getByRole("button", { name: "Next photo" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  // Focus is back on the photo the viewer was on.
  await expect(first).toBeFocused();

  await (hasTouch ? first.tap() : first.click());
  await expect(viewer).toBeVisible();
  await viewer.getByRole("button", { name: "Next photo" }).click();
  await expect(viewer.getByText("2 / 2")).toBeVisible();
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(viewer).toBeHidden();
  await expect(page.getByRole("link", { name: /photo 2 of 2/ })).toBeFocused();
  await expect(page.getByRole("link", { name: /photo 2 of 2/ })).toBeInViewport();
});

test("the breadcrumb leads up to the breed in the town; More like this shows other pets, never this one", async ({ page }) => {
  const bruno = await demoPet(page.request, "Bruno");
  await page.goto(`/pets/${bruno.id}`);
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home›", "Dogs›", "Labrador Retriever›", "Hyderabad›", "Bruno"]);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const trail = jsonLd.find((d) => d["@type"] === "BreadcrumbList");
  expect(trail.itemListElement.map((i: { name: string; item: string }) => [i.name, new URL(i.item).pathname])).toEqual([
    ["Home", "/"],
    ["Dogs", "/dogs"],
    ["Labrador Retriever", "/dogs/labrador-retriever"],
    ["Hyderabad", "/dogs/labrador-retriever/in/hyderabad"],
    ["Bruno", `/pets/${bruno.id}`],
  ]);
  // The pet's own schema.org Product stays beside it.
  expect(jsonLd.some((d) => d["@type"] === "Product")).toBe(true);

  // More like this: other pets (which ones depends on what the other journeys bought), never Bruno, at most eight.
  const similar = page.getByRole("region", { name: "More like this" });
  await expect(similar.getByRole("article").first()).toBeVisible();
  await expect(similar.getByRole("link", { name: "Bruno", exact: true })).toHaveCount(0);
  expect(await similar.getByRole("article").count()).toBeLessThanOrEqual(8);
  await similar.getByRole("link", { name: "See all" }).click();
  await expect(page).toHaveURL(/\/dogs\/labrador-retriever\/in\/hyderabad$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Labrador Retriever for sale in Hyderabad");

  await page.goBack();
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Dogs" }).click();
  await expect(page).toHaveURL(/\/dogs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dogs for sale in India");
});

/** A request context signed in as the demo seller (a bearer token: the visitor's browser stays signed out). */
async function sellerApi(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }, baseURL: string) {
  const login = await playwright.request.newContext({ baseURL });
  const res = await login.post("/server/auth/login", { data: { email: "seller@pawbazaar.in", password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  const token = (await res.json()).token as string;
  await login.dispose();
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

test("a sold pet's page points to similar pets still for sale; an empty landing page offers pets instead of nothing", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const seller = await sellerApi(playwright, baseURL!);
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  // An adult (the demo seller sells no more young ones as an individual), of a breed and town of its own.
  const list = async (name: string) => {
    const created = await seller.post("/server/pets", {
      multipart: {
        name,
        species: "dog",
        breed: "Saint Bernard",
        age: "3 years",
        gender: "female",
        price: "46000",
        location: "Warangal",
        description: "A gentle giant, fully vaccinated and dewormed, loves children.",
      },
    });
    expect(created.status()).toBe(201);
    return (await created.json()).pet.id as string;
  };
  const likeIt = `Bernie ${tag}`;
  const name = `Sold Bernard ${tag}`;
  const ids = [await list(likeIt)];
  const id = await list(name);
  ids.push(id);
  try {
    expect((await seller.patch(`/server/pets/${id}/status`, { data: { status: "sold" } })).status()).toBe(200);
    // The page is rebuilt at once after the change (lib/pets/revalidate.ts).
    await expect
      .poll(async () => (await (await page.request.get(`/pets/${id}`)).text()).includes(">Sold<"), { timeout: 15_000 })
      .toBe(true);
    await page.goto(`/pets/${id}`);
    await expect(page.getByText("This pet is no longer available.")).toBeVisible();
    await page.getByRole("link", { name: "See similar pets that are still available" }).click();
    await expect(page).toHaveURL(/#more-like-this$/);
    const similar = page.getByRole("region", { name: "More like this" });
    await expect(similar).toBeInViewport();
    // The same breed in the same town, first; never the pet itself.
    await expect(similar.getByRole("article").first().getByRole("link", { name: likeIt, exact: true })).toBeVisible();
    await expect(similar.getByRole("link", { name, exact: true })).toHaveCount(0);
  } finally {
    for (const pet of ids) expect((await seller.delete(`/server/pets/${pet}`)).status()).toBe(200);
    await seller.dispose();
  }

  // No Labrador in Chennai: the Labradors elsewhere (Bruno) instead of a dead end.
  await page.goto("/dogs/labrador-retriever/in/chennai");
  await expect(page.getByRole("heading", { name: "No active listings here right now" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Similar pets available now" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Bruno", exact: true })).toBeVisible();
});

test("the home page's search box and shortcuts find pets at the first tap, in English and in Telugu", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "What pet? Which city?" }).fill("labrador in hyderabad");
  await page.getByRole("searchbox", { name: "What pet? Which city?" }).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=labrador\+in\+hyderabad$/);
  await expect(page.getByRole("link", { name: "Bruno", exact: true })).toBeVisible();

  await page.goto("/");
  const shortcuts = page.getByRole("region", { name: "Find a pet near you" });
  await shortcuts.getByRole("link", { name: "Dogs", exact: true }).click();
  await expect(page).toHaveURL(/\/dogs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dogs for sale in India");

  await page.goto("/");
  await shortcuts.getByRole("link", { name: "Hyderabad", exact: true }).click();
  await expect(page).toHaveURL(/\/pets\?location=Hyderabad$/);
  // Pets in Hyderabad (the newest first: other journeys list pets there too).
  await expect(page.getByRole("article").first()).toContainText("Hyderabad");

  // The same in Telugu: the box reads a Telugu search.
  await page.goto("/te");
  const box = page.getByRole("searchbox", { name: te.Home.finder.label });
  await box.fill("హైదరాబాద్‌లో లాబ్రడార్");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/te\/search\?q=/);
  await expect(page.getByRole("link", { name: "Bruno", exact: true })).toBeVisible();
});
