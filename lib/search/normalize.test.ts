import { lookupForm, variantsOf, words } from "./normalize";

describe("normalize", () => {
  it("cuts words at anything but letters, marks and digits (the Telugu zero-width non-joiner included)", () => {
    expect(words("Shih-Tzu, 2 yrs!")).toEqual(["shih", "tzu", "2", "yrs"]);
    expect(words("హైదరాబాద్‌లో")).toEqual(["హైదరాబాద్", "లో"]);
    expect(words("पर्शियन बिल्ली")).toEqual(["पर्शियन", "बिल्ली"]);
  });

  it("looks words up without accents, nukta or candrabindu", () => {
    expect(lookupForm("bengalūru")).toBe("bengaluru");
    expect(lookupForm("शेफ़र्ड")).toBe(lookupForm("शेफर्ड"));
    expect(lookupForm("बिल्लियाँ")).toBe(lookupForm("बिल्लियां"));
  });

  it("tries the singular and the Telugu word without its 'in' ending", () => {
    expect(variantsOf("huskies")).toContain("husky");
    expect(variantsOf("labs")).toContain("lab");
    expect(variantsOf("బెంగళూరులో")).toContain("బెంగళూరు");
    expect(variantsOf("హైదరాబాదులోని")).toContain("హైదరాబాదు");
    expect(variantsOf("lab")).toEqual([]);
  });

  it("tries the Telugu plural without its ending, and a loan word's English plural in Telugu and Devanagari", () => {
    expect(variantsOf("లాబ్రడార్లు")).toContain("లాబ్రడార్");
    expect(variantsOf("కుక్కలను")).toContain("కుక్క");
    expect(variantsOf("కుక్కలకు")).toContain("కుక్క");
    expect(variantsOf("తాబేళ్లు")).toContain("తాబేలు");
    expect(variantsOf("తాబేళ్ళు")).toContain("తాబేలు");
    expect(variantsOf("బీగల్స్")).toContain("బీగల్");
    expect(variantsOf("डॉग्स")).toContain("डॉग");
    expect(variantsOf("पपीज़")).toContain("पपी");
    expect(variantsOf(lookupForm("पपीज़"))).toContain("पपी");
    // An ending alone, or with a single letter before it, is left as it is.
    expect(variantsOf("లు")).toEqual([]);
    expect(variantsOf("పలు")).toEqual([]);
  });
});
