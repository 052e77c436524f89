import { browseKeyOf, filtersOfBrowseKey, MAX_BROWSE_KEY_LENGTH } from "./browse-key";

const key = (query: string) => browseKeyOf(new URLSearchParams(query));

describe("the cache key of a filtered browse", () => {
  it("is one for the same filters however they are written", () => {
    const k = key("species=dog&location=Hyderabad");
    expect(k).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(key("location=Hyderabad&species=dog")).toBe(k);
    // Tracking parameters, an empty value and the default sort do not change what the page shows.
    expect(key("utm_source=whatsapp&species=dog&breed=&location=Hyderabad&sort=newest&fbclid=x")).toBe(k);
    expect(key("species=dog&location=Hyderabad&sort=price_asc")).not.toBe(k);
    expect(key("species=cat&location=Hyderabad")).not.toBe(k);
  });

  it("is empty when nothing the page reads is asked: the plain browse page answers", () => {
    expect(key("utm_source=x")).toBe("");
    expect(key("sort=newest")).toBe("");
  });

  it("says a value was dropped, so the page can show its notice, and keeps the rest", () => {
    const k = key("species=dragon&location=Pune")!;
    expect(k).not.toBe(key("location=Pune"));
    expect(filtersOfBrowseKey(k)).toEqual({ filters: { location: "Pune", sort: "newest" }, hasInvalid: true });
    expect(filtersOfBrowseKey(key("species=dragon")!)).toEqual({ filters: { sort: "newest" }, hasInvalid: true });
  });

  it("gives back the filters it was made of, in any script", () => {
    expect(filtersOfBrowseKey(key("q=లాబ్రడార్ హైదరాబాద్&minPrice=5000&maxPrice=20000&gender=female")!)).toEqual({
      filters: { q: "లాబ్రడార్ హైదరాబాద్", minPrice: 5000, maxPrice: 20000, gender: "female", sort: "newest" },
      hasInvalid: false,
    });
  });

  it("refuses a key the proxy would never write, so no one stores pages under keys of their own", () => {
    const own = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value), "utf8").toString("base64url");
    expect(filtersOfBrowseKey(own({ species: "dog" }))).toEqual({ filters: { species: "dog", sort: "newest" }, hasInvalid: false });
    expect(filtersOfBrowseKey(own({ location: "Pune", species: "dog" }))).toBeNull(); // not the normal order
    expect(filtersOfBrowseKey(own({ species: "dog", sort: "newest" }))).toBeNull(); // the default sort is left out
    expect(filtersOfBrowseKey(own({ species: "dragon" }))).toBeNull(); // a value the page drops
    expect(filtersOfBrowseKey(own({ species: "dog", utm: "1" }))).toBeNull();
    expect(filtersOfBrowseKey(own({ invalid: "1" }))).toEqual({ filters: { sort: "newest" }, hasInvalid: true });
    expect(filtersOfBrowseKey(own({ species: "dog", invalid: "2" }))).toBeNull();
    expect(filtersOfBrowseKey(own({ species: ["dog"] }))).toBeNull();
    expect(filtersOfBrowseKey(own(["species", "dog"]))).toBeNull();
    expect(filtersOfBrowseKey(own("species=dog"))).toBeNull(); // not JSON
    expect(filtersOfBrowseKey("not base64!")).toBeNull();
    expect(filtersOfBrowseKey("")).toBeNull();
    expect(filtersOfBrowseKey(own({ species: "dog" }) + "A")).toBeNull();
  });

  it("is made for a search of a few words in any script, not for a query too long to keep: that is rendered per request", () => {
    const telugu = "హైదరాబాద్‌లో ఆడ లాబ్రడార్ కుక్కపిల్ల టీకాలు వేసినది ఇంటిలోనే"; // 60 UTF-16 units, 168 bytes
    expect(telugu).toHaveLength(60);
    const k = key(`q=${telugu}&location=Hyderabad&minPrice=5000&maxPrice=20000`);
    expect(k?.length).toBeLessThanOrEqual(MAX_BROWSE_KEY_LENGTH);
    expect(filtersOfBrowseKey(k!)?.filters.q).toBe(telugu);
    expect(key(`q=${"ఆ".repeat(100)}`)).not.toBeNull();
    expect(key(`q=${"ఆ".repeat(100)}&location=${"ఆ".repeat(100)}`)).toBeNull();
    expect(key(`q=${"a".repeat(100)}&breed=${"b".repeat(80)}&location=${"l".repeat(100)}`)).not.toBeNull(); // every text filter at its longest, in English
    expect(key(`q=${"ఆ".repeat(100)}&breed=${"ఆ".repeat(80)}&location=${"ఆ".repeat(100)}`)).toBeNull();
  });
});
