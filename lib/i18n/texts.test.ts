import compile from "icu-minify/compile";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { TextsProvider, MergeTexts, useLocale, useTranslations } from "./texts";

// The browser's reader of the catalogue, over messages compiled as next-intl compiles them at build time.
const catalogue = (messages: Record<string, Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(messages).map(([ns, texts]) => [ns, Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, compile(v)]))]),
  );

const en = catalogue({
  Demo: {
    plain: "Add to cart",
    named: "Message {name}",
    count: "{count, plural, one {# pet shown} other {# pets shown}}",
    rich: "Still not working? <link>Contact support</link>.",
  },
});
const hi = catalogue({ Demo: { count: "{count, plural, one {# पालतू दिखाया गया} other {# पालतू दिखाए गए}}" } });

function render(messages: Record<string, unknown>, locale: string, read: () => ReactNode) {
  const Reader = () => createElement("p", null, read());
  return renderToStaticMarkup(createElement(TextsProvider, { locale, messages }, createElement(Reader)));
}

describe("useTranslations in the browser", () => {
  it("reads plain texts and fills in arguments", () => {
    expect(
      render(en, "en", () => {
        const t = useTranslations("Demo" as never) as unknown as (key: string, values?: Record<string, unknown>) => string;
        return `${t("plain")} | ${t("named", { name: "Asha" })}`;
      }),
    ).toBe("<p>Add to cart | Message Asha</p>");
  });

  it("chooses the plural form by the page's language", () => {
    const shown = (messages: Record<string, unknown>, locale: string, count: number) =>
      render(messages, locale, () => (useTranslations("Demo" as never) as unknown as (k: string, v: object) => string)("count", { count }));
    expect(shown(en, "en", 1)).toBe("<p>1 pet shown</p>");
    expect(shown(en, "en", 12)).toBe("<p>12 pets shown</p>");
    expect(shown(hi, "hi", 0)).toBe("<p>0 पालतू दिखाया गया</p>"); // Hindi's "one" covers 0 and 1
    expect(shown(hi, "hi", 5)).toBe("<p>5 पालतू दिखाए गए</p>");
  });

  it("puts elements in rich texts, each with a key", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const html = render(en, "en", () => {
      const t = useTranslations("Demo" as never) as unknown as { rich: (k: string, v: object) => ReactNode };
      return t.rich("rich", { link: (chunks: ReactNode) => createElement("a", { href: "/contact" }, chunks) });
    });
    expect(html).toBe('<p>Still not working? <a href="/contact">Contact support</a>.</p>');
    expect(errors).not.toHaveBeenCalled(); // no "each child in a list should have a key"
    errors.mockRestore();
  });

  it("answers a missing text with its key, says so outside production, and tells has() the truth", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const html = render(en, "en", () => {
      const t = useTranslations("Demo" as never) as unknown as ((k: string) => string) & { has: (k: string) => boolean };
      return `${t("nothing")} ${t.has("plain")} ${t.has("nothing")}`;
    });
    expect(html).toBe("<p>Demo.nothing true false</p>");
    expect(errors).toHaveBeenCalledWith("No such text: Demo.nothing");
    errors.mockRestore();
  });

  it("adds a page's texts to its layout's, keeping the layout's language", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const Reader = () => {
      const t = useTranslations("Demo" as never) as unknown as (k: string, v?: object) => string;
      return createElement("p", null, `${useLocale()} ${t("plain")} ${t("count", { count: 2 })}`);
    };
    const html = renderToStaticMarkup(
      createElement(
        TextsProvider,
        { locale: "hi", messages: { Other: { x: "y" } } },
        createElement(MergeTexts, { messages: hi }, createElement(Reader)),
      ),
    );
    // Hindi's page texts have no "plain": the merged texts are the page's, not a fallback to another language.
    expect(html).toBe("<p>hi Demo.plain 2 पालतू दिखाए गए</p>");
    expect(errors).toHaveBeenCalledWith("No such text: Demo.plain");
    errors.mockRestore();
  });
});
