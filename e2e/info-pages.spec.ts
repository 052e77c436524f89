import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import en from "../messages/en.json";
import hi from "../messages/hi.json";
import te from "../messages/te.json";
import { uniqueEmail } from "./support";

const CATALOGUES = { en, te, hi } as const;
const prefix = (locale: keyof typeof CATALOGUES) => (locale === "en" ? "" : `/${locale}`);
const PAGES = [
  { path: "/support", h1: (m: typeof en) => m.Support.title, title: (m: typeof en) => m.Support.metaTitle },
  { path: "/contact", h1: (m: typeof en) => m.Contact.title, title: (m: typeof en) => m.Contact.metaTitle },
  { path: "/about", h1: (m: typeof en) => m.About.title, title: (m: typeof en) => m.About.metaTitle },
  { path: "/privacy-policy", h1: (m: typeof en) => m.Privacy.title, title: (m: typeof en) => m.Privacy.metaTitle },
  { path: "/terms-and-conditions", h1: (m: typeof en) => m.Terms.title, title: (m: typeof en) => m.Terms.metaTitle },
  { path: "/process", h1: (m: typeof en) => m.Process.title, title: (m: typeof en) => m.Process.metaTitle },
  { path: "/grievance-officer", h1: (m: typeof en) => m.Grievance.title, title: (m: typeof en) => m.Grievance.metaTitle },
  { path: "/selling-rules", h1: (m: typeof en) => m.SellingRules.title, title: (m: typeof en) => m.SellingRules.metaTitle },
  { path: "/developers/api", h1: (m: typeof en) => m.ApiDocs.title, title: (m: typeof en) => m.ApiDocs.metaTitle },
];

/** The stored support requests and contact messages sent from an address (the test database). */
/** The ticket numbers of the support requests sent from an address. */
async function storedTickets(email: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const rows = await client.query<{ ticket: number }>(`SELECT ticket FROM support_requests WHERE email = $1`, [email]);
    return rows.rows.map((r) => r.ticket);
  } finally {
    await client.end();
  }
}

async function storedRequests(email: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const requests = await client.query<{ kind: string; name: string; subject: string | null; message: string; userId: string | null }>(
      `SELECT kind, name, subject, message, "userId" FROM support_requests WHERE email = $1`,
      [email],
    );
    const mails = await client.query<{ to: string; kind: string }>(`SELECT "to", kind FROM mail_outbox WHERE text LIKE $1`, [
      `%Reply to: ${email}%`,
    ]);
    return { requests: requests.rows, mails: mails.rows };
  } finally {
    await client.end();
  }
}

for (const locale of ["en", "te", "hi"] as const) {
  test(`every information page renders in ${locale}`, async ({ page }) => {
    const m = CATALOGUES[locale];
    for (const { path, h1, title } of PAGES) {
      const res = await page.goto(`${prefix(locale)}${path}`);
      expect([path, res?.status()]).toEqual([path, 200]);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1(m));
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`^${title(m).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} · PawBazaar$`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${prefix(locale)}${path}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="te"]')).toHaveAttribute("href", new RegExp(`/te${path}$`));
    }
    // The legal texts carry their date: fixed words in English, the locale's date elsewhere.
    await page.goto(`${prefix(locale)}/terms-and-conditions`);
    const date =
      locale === "en"
        ? "July 20, 2025"
        : new Intl.DateTimeFormat(`${locale}-IN`, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(
            new Date("2025-07-20T12:00:00+05:30"),
          );
    await expect(page.getByText(m.Terms.lastUpdated.replace("{date}", date), { exact: true })).toBeVisible();
    if (locale === "en") await expect(page.getByText("Last updated July 20, 2025", { exact: true })).toBeVisible();
    // The privacy policy changed since (retention periods, downloading the data, deleting the account, the
    // agreements and applications of rehoming, the Grievance Officer's reply times).
    await page.goto(`${prefix(locale)}/privacy-policy`);
    const privacyDate =
      locale === "en"
        ? "December 3, 2026"
        : new Intl.DateTimeFormat(`${locale}-IN`, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(
            new Date("2026-12-03T12:00:00+05:30"),
          );
    await expect(page.getByText(m.Privacy.lastUpdated.replace("{date}", privacyDate), { exact: true })).toBeVisible();
  });
}

test("the Grievance Officer's details and timelines are one link from the footer and from the terms", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: en.Grievance.footerLink }).click();
  await expect(page).toHaveURL(/\/grievance-officer$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.Grievance.title);
  await page.goto("/hi/terms-and-conditions");
  await page.getByRole("link", { name: hi.Grievance.termsLink }).click();
  await expect(page).toHaveURL(/\/hi\/grievance-officer$/);
  // The e2e server sets no officer's name: the page names the role; email and address are the defaults.
  await expect(page.getByRole("definition").filter({ hasText: hi.Grievance.defaultName })).toBeVisible();
  await expect(page.getByRole("link", { name: "grievance@pawbazaar.in" })).toHaveAttribute("href", "mailto:grievance@pawbazaar.in");
  await expect(page.getByText(hi.Grievance.acknowledge)).toBeVisible();
  await expect(page.getByText(hi.Grievance.resolve)).toBeVisible();
});

test("the FAQ opens without scripts, and the support page describes itself to search engines", async ({ page }) => {
  await page.goto("/support");
  const answer = page.getByText(en.Support.faq.payment.a);
  await expect(answer).toBeHidden();
  await page.getByText(en.Support.faq.payment.q).click();
  await expect(answer).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(ld["@type"]).toBe("FAQPage");
  expect(ld.mainEntity.length).toBe(Object.keys(en.Support.faq).length);
});

async function fillSupport(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  await page.getByLabel("Name", { exact: true }).fill(values.name);
  await page.getByLabel("Email", { exact: true }).fill(values.email);
  await page.getByLabel("Subject", { exact: true }).fill(values.subject);
  await page.getByLabel("Message", { exact: true }).fill(values.message);
}

test("a visitor sends a support request: success toast, cleared form, stored and mailed", async ({ page }) => {
  const email = uniqueEmail("support");
  await page.goto("/support");
  // A bad email address is caught before anything is sent.
  await fillSupport(page, {
    name: "Kavya Nair",
    email: "kavya-at-example",
    subject: "Listing photos",
    message: "My photos do not upload.",
  });
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect((await storedRequests("kavya-at-example")).requests).toEqual([]);

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Your support request has been submitted successfully!")).toBeVisible();
  for (const field of ["Name", "Email", "Subject", "Message"]) await expect(page.getByLabel(field, { exact: true })).toHaveValue("");
  await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
  // Its ticket number stays under the form (Consumer Protection (E-Commerce) Rules 2020, rule 5(3)(b)): the one stored.
  // (The request is stored before the answer.)
  const tickets = await storedTickets(email);
  expect(tickets).toHaveLength(1);
  await expect(page.getByRole("status").getByText(`Your ticket number: PB-${tickets[0]}`, { exact: true })).toBeVisible();

  await expect
    .poll(async () => (await storedRequests(email)).requests)
    .toEqual([{ kind: "support", name: "Kavya Nair", subject: "Listing photos", message: "My photos do not upload.", userId: null }]);
  await expect.poll(async () => (await storedRequests(email)).mails).toEqual([{ to: "support@pawbazaar.in", kind: "support_request" }]);
});

test("a visitor sends a contact message in Telugu; required fields are checked in Telugu", async ({ page }) => {
  const email = uniqueEmail("contact");
  await page.goto("/te/contact");
  const form = page.locator("form", { has: page.getByRole("button", { name: te.InfoForms.contactSubmit }) });
  await form.getByRole("button", { name: te.InfoForms.contactSubmit }).click();
  await expect(form.getByText(te.Validation.nameRequired)).toBeVisible();
  await expect(form.getByText(te.Validation.emailRequired)).toBeVisible();
  await expect(form.getByText(te.Validation.messageRequired)).toBeVisible();

  await page.getByLabel(te.InfoForms.name, { exact: true }).fill("శ్రీనివాస్ రావు");
  await page.getByLabel(te.InfoForms.email, { exact: true }).fill("srinivas@");
  await page.getByLabel(te.InfoForms.message, { exact: true }).fill("వరంగల్‌లో ఆశ్రయాలతో కలిసి పనిచేస్తారా?");
  await form.getByRole("button", { name: te.InfoForms.contactSubmit }).click();
  await expect(form.getByText(te.Validation.emailInvalid)).toBeVisible();

  await page.getByLabel(te.InfoForms.email, { exact: true }).fill(email);
  await form.getByRole("button", { name: te.InfoForms.contactSubmit }).click();
  await expect(page.getByText(te.InfoForms.contactSuccess)).toBeVisible();
  for (const field of [te.InfoForms.name, te.InfoForms.email, te.InfoForms.message])
    await expect(page.getByLabel(field, { exact: true })).toHaveValue("");
  await expect
    .poll(async () => (await storedRequests(email)).requests)
    .toEqual([{ kind: "contact", name: "శ్రీనివాస్ రావు", subject: null, message: "వరంగల్‌లో ఆశ్రయాలతో కలిసి పనిచేస్తారా?", userId: null }]);
});

test("a signed-in user finds the contact form filled in, and the message is stored with their account", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("buyer@pawbazaar.in");
  await page.getByLabel("Password", { exact: true }).fill("PawBazaar@123");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto("/contact");
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).not.toHaveValue("");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("buyer@pawbazaar.in");
  const message = `Please add more cities to the filters. ${Date.now()}`;
  await page.getByLabel("Message", { exact: true }).fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Your message has been sent successfully!")).toBeVisible();
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  await expect
    .poll(async () =>
      (await storedRequests("buyer@pawbazaar.in")).requests.filter((r) => r.message === message).map((r) => r.userId !== null),
    )
    .toEqual([true]);
});
