import { parseBrowseFilters } from "./parse-filters";
import { filtersToSearchParams, hasActiveFilters } from "./query";

describe("parseBrowseFilters", () => {
  it("reads valid filters", () => {
    const { filters, hasInvalid } = parseBrowseFilters({
      q: " lab ",
      species: "dog",
      minPrice: "1000",
      maxPrice: "50000",
      sort: "price_asc",
    });
    expect(hasInvalid).toBe(false);
    expect(filters).toEqual({ q: "lab", species: "dog", minPrice: 1000, maxPrice: 50000, sort: "price_asc" });
  });

  it("defaults to newest with nothing set", () => {
    expect(parseBrowseFilters({})).toEqual({ filters: { sort: "newest" }, hasInvalid: false });
  });

  it("drops bad values and keeps the rest", () => {
    const { filters, hasInvalid } = parseBrowseFilters({ q: "pug", species: "dragon", minPrice: "-5", sort: "random" });
    expect(hasInvalid).toBe(true);
    expect(filters).toEqual({ q: "pug", sort: "newest" });
  });

  it("drops a minimum above the maximum", () => {
    const { filters, hasInvalid } = parseBrowseFilters({ minPrice: "900", maxPrice: "100" });
    expect(hasInvalid).toBe(true);
    expect(filters).toEqual({ maxPrice: 100, sort: "newest" });
    expect(parseBrowseFilters({ minAge: "12", maxAge: "3" })).toEqual({ filters: { maxAge: 3, sort: "newest" }, hasInvalid: true });
  });

  it("reads an age range in whole months, from 0 to 50 years", () => {
    expect(parseBrowseFilters({ minAge: "2", maxAge: "6" })).toEqual({
      filters: { minAge: 2, maxAge: 6, sort: "newest" },
      hasInvalid: false,
    });
    expect(parseBrowseFilters({ minAge: "1.5", maxAge: "601" })).toEqual({ filters: { sort: "newest" }, hasInvalid: true });
  });

  it("takes the first of repeated values and ignores paging", () => {
    const { filters } = parseBrowseFilters({ gender: ["female", "male"], limit: "1000", cursor: "x" });
    expect(filters).toEqual({ gender: "female", sort: "newest" });
  });
});

describe("filtersToSearchParams", () => {
  it("leaves out empty values and the default sort", () => {
    expect(filtersToSearchParams({ q: "lab", sort: "newest", species: undefined }).toString()).toBe("q=lab");
    expect(filtersToSearchParams({ sort: "price_desc" }, { limit: 24, cursor: undefined }).toString()).toBe("sort=price_desc&limit=24");
  });
});

describe("hasActiveFilters", () => {
  it("ignores the sort", () => {
    expect(hasActiveFilters({ sort: "price_asc" })).toBe(false);
    expect(hasActiveFilters({ sort: "newest", location: "Pune" })).toBe(true);
  });
});
