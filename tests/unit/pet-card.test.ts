import { toPetCard, toPetCardPage } from "@/lib/pets/card";
import type { TPetDto } from "@/lib/pets/responses";

const pet: TPetDto = {
  id: "p1",
  name: "Bruno",
  breed: "Labrador Retriever",
  age: "11 weeks",
  price: 28000,
  location: "Hyderabad",
  description: "A long description the card never shows.",
  gender: "male",
  features: ["Dewormed"],
  status: "active",
  views: 3,
  likes: 1,
  images: ["/server/images/pets/a/lg.webp", "/server/images/pets/b/lg.webp"],
  thumbnails: ["/server/images/pets/a/sm.webp", "/server/images/pets/b/sm.webp"],
  species: "dog",
  bornOn: "2026-09-03",
  createdAt: "2026-11-20T01:39:56.864Z",
  mode: "sale",
  registered: null,
};

describe("pet cards", () => {
  it("keeps what the card shows and the first photo's thumbnail, nothing else", () => {
    expect(toPetCard(pet)).toEqual({
      id: "p1",
      name: "Bruno",
      breed: "Labrador Retriever",
      age: "11 weeks",
      price: 28000,
      location: "Hyderabad",
      gender: "male",
      status: "active",
      thumbnail: "/server/images/pets/a/sm.webp",
      species: "dog",
      bornOn: "2026-09-03",
      registered: null,
      mode: "sale",
    });
  });

  it("keeps the mode: a rehoming's card says so", () => {
    expect(toPetCard({ ...pet, mode: "rehoming" }).mode).toBe("rehoming");
  });

  it("keeps the registration mark", () => {
    expect(toPetCard({ ...pet, registered: { type: "breeder", state: "TG" } }).registered).toEqual({ type: "breeder", state: "TG" });
  });

  it("falls back to the photo without a thumbnail, and to null without photos", () => {
    expect(toPetCard({ ...pet, thumbnails: [] }).thumbnail).toBe("/server/images/pets/a/lg.webp");
    expect(toPetCard({ ...pet, thumbnails: [], images: [] }).thumbnail).toBeNull();
  });

  it("maps a page and keeps its cursor", () => {
    expect(toPetCardPage({ pets: [pet], nextCursor: "c2" })).toEqual({ pets: [toPetCard(pet)], nextCursor: "c2" });
    expect(toPetCardPage({ pets: [], nextCursor: null })).toEqual({ pets: [], nextCursor: null });
  });
});
