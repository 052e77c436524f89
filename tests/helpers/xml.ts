// A strict parser for the XML our sitemaps are made of (an optional declaration, elements, attributes,
// text, comments and character references): anything malformed throws, naming where. Enough to check
// that what crawlers get is well-formed and to read it back, without a dependency for it.

export type TXmlElement = { name: string; attributes: Record<string, string>; children: TXmlElement[]; text: string };

const NAME = /[A-Za-z_][\w.:-]*/y;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(raw: string, at: number): string {
  if (raw.includes("<")) throw new Error(`"<" in text or an attribute near ${at}`);
  return raw.replace(/&([^;]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(";")) throw new Error(`a bare "&" near ${at}`);
    if (ref in ENTITIES) return ENTITIES[ref];
    const code = /^#x([0-9a-f]+)$/i.exec(ref) ? parseInt(ref.slice(2), 16) : /^#(\d+)$/.exec(ref) ? Number(ref.slice(1)) : NaN;
    if (!Number.isFinite(code)) throw new Error(`unknown entity &${ref}; near ${at}`);
    return String.fromCodePoint(code);
  });
}

export function parseXml(xml: string): TXmlElement {
  let i = 0;
  const fail = (what: string): never => {
    throw new Error(`${what} at ${i}: ${JSON.stringify(xml.slice(i, i + 40))}`);
  };
  const skipSpace = () => {
    while (i < xml.length && /\s/.test(xml[i])) i++;
  };
  const name = () => {
    NAME.lastIndex = i;
    const m = NAME.exec(xml);
    if (!m) fail("expected a name");
    i += m![0].length;
    return m![0];
  };
  const skipComments = () => {
    for (skipSpace(); xml.startsWith("<!--", i); skipSpace()) {
      const end = xml.indexOf("-->", i + 4);
      if (end < 0) fail("an unclosed comment");
      i = end + 3;
    }
  };

  function element(): TXmlElement {
    if (xml[i] !== "<") fail("expected an element");
    i++;
    const el: TXmlElement = { name: name(), attributes: {}, children: [], text: "" };
    for (;;) {
      const before = i;
      skipSpace();
      if (xml.startsWith("/>", i)) {
        i += 2;
        return el;
      }
      if (xml[i] === ">") {
        i++;
        break;
      }
      if (i === before) fail("expected a space before an attribute");
      const attr = name();
      if (attr in el.attributes) fail(`a repeated attribute ${attr}`);
      skipSpace();
      if (xml[i] !== "=") fail("expected =");
      i++;
      skipSpace();
      const quote = xml[i];
      if (quote !== '"' && quote !== "'") fail("expected a quoted value");
      const end = xml.indexOf(quote, i + 1);
      if (end < 0) fail("an unclosed attribute value");
      el.attributes[attr] = decode(xml.slice(i + 1, end), i);
      i = end + 1;
    }
    for (;;) {
      const next = xml.indexOf("<", i);
      if (next < 0) fail(`an unclosed <${el.name}>`);
      el.text += decode(xml.slice(i, next), i);
      i = next;
      if (xml.startsWith("<!--", i)) {
        skipComments();
        continue;
      }
      if (xml.startsWith("</", i)) {
        i += 2;
        const closing = name();
        if (closing !== el.name) fail(`</${closing}> closes <${el.name}>`);
        skipSpace();
        if (xml[i] !== ">") fail("expected >");
        i++;
        el.text = el.text.trim();
        return el;
      }
      el.children.push(element());
    }
  }

  if (xml.startsWith("<?xml")) {
    const end = xml.indexOf("?>");
    if (end < 0 || !/^<\?xml\s+version="1\.[0-9]"(\s+encoding="[\w-]+")?\s*\?>$/.test(xml.slice(0, end + 2)))
      fail("a malformed declaration");
    i = end + 2;
  }
  skipComments();
  const root = element();
  skipComments();
  if (i !== xml.length) fail("content after the root element");
  return root;
}

/** The children of an element with this name. */
export const childrenNamed = (el: TXmlElement, name: string) => el.children.filter((c) => c.name === name);
