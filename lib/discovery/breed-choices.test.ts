import { BREEDS } from "./catalog";
import { breedChoicesFor } from "./breed-choices";
import { breedChoices } from "./breed-suggestions";

describe("the listing form's breed suggestions", () => {
  it("lists each species' own breeds, by the spelling listings store, with the reader's names", () => {
    const te = breedChoices("te");
    expect(te.dog).toContainEqual({ value: "Labrador Retriever", label: "లాబ్రడార్ రిట్రీవర్" });
    expect(te.cat.map((c) => c.value)).toContain("Persian");
    expect(te.cat.map((c) => c.value)).not.toContain("Labrador Retriever");
    for (const [species, list] of Object.entries(te))
      for (const { value } of list) expect(BREEDS.find((b) => b.breed === value)?.species).toBe(species);
    // Every breed of the catalogue, once.
    expect(Object.values(te).flat()).toHaveLength(BREEDS.length);
  });

  it("leaves out a label that only repeats the value", () => {
    expect(breedChoices("en").dog).toContainEqual({ value: "Labrador Retriever" });
    expect(breedChoices("en").cat).toContainEqual({ value: "Persian", label: "Persian Cat" });
  });

  it("follows the species chosen: its breeds, all while none is chosen, none for another kind of pet", () => {
    const choices = breedChoices("hi");
    expect(breedChoicesFor(choices, "cat")).toBe(choices.cat);
    expect(breedChoicesFor(choices, "")).toHaveLength(BREEDS.length);
    expect(breedChoicesFor(choices, "other")).toEqual([]);
    expect(breedChoicesFor(choices, "toString")).toEqual([]);
  });
});
