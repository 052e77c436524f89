// The listings the search-quality set (tests/integration/search-quality.test.ts) is measured against:
// a small marketplace of its own, not the demo data, so that every case can name the listing it must
// find and the nearest listing it must not find. Breeds and towns are spelt as lib/search/breeds.ts and
// lib/search/cities.ts name them. Listed newest first: the first is an hour old, the next two hours, …
//
// Rules the cases rely on (keep them when adding a listing):
// - Prices keep clear of the round budgets people type (no listing at 5,000, 10,000, 15,000, 20,000,
//   30,000, 50,000 or 1,00,000), so "under 10000" never depends on whether the bound is included.
// - No description says "male", "female", "boy" or "girl", nor any price: gender and budget are found
//   by their own filters, never by the text.
// - The words the cases use as words no listing has ("adoption", "papers", "kci", "registered", "show",
//   "quality", "pure", "healthy", "trained", "champion", "गोद", "नस्ल", "దత్తత", "జాతి", …) are in no
//   listing: such a case finds its listing by what it understood, not by the text.

export type TFixtureSpecies = "dog" | "cat" | "bird" | "fish" | "rabbit" | "other";
export type TFixtureStatus = "active" | "inactive" | "sold" | "hidden";

export type TFixturePet = {
  name: string;
  breed: string;
  species: TFixtureSpecies;
  location: string;
  gender: "male" | "female";
  /** Rupees. */
  price: number;
  age: string;
  description: string;
  /** Active unless said otherwise. */
  status?: TFixtureStatus;
};

export const SEARCH_QUALITY_PETS: TFixturePet[] = [
  // Labrador Retrievers
  { name: "Bruno", breed: "Labrador Retriever", species: "dog", location: "Hyderabad", gender: "male", price: 12_000, age: "2 months", description: "Yellow lab pup, first vaccine done and microchipped. Very playful, eats home food." },
  { name: "Honey", breed: "Labrador Retriever", species: "dog", location: "Hyderabad", gender: "female", price: 18_000, age: "3 months", description: "Golden coloured lab, calm with children. Dewormed, both parents can be seen at our house." },
  { name: "Max", breed: "Labrador Retriever", species: "dog", location: "Pune", gender: "male", price: 13_500, age: "10 weeks", description: "Black lab, friendly and active. Comes with his food bowl and toys." },
  { name: "Coco", breed: "Labrador Retriever", species: "dog", location: "Chennai", gender: "female", price: 9_500, age: "2 months", description: "Chocolate lab, loves water. Dewormed twice." },
  { name: "Simba", breed: "Labrador Retriever", species: "dog", location: "Delhi", gender: "male", price: 25_000, age: "4 months", description: "Big yellow lab, knows sit and stay. Moving abroad, looking for a good family." },
  { name: "Lucky", breed: "Labrador Retriever", species: "dog", location: "Visakhapatnam", gender: "male", price: 7_500, age: "6 months", description: "Gentle black lab, lived with a family in a flat. Fully vaccinated." },

  // Cats, Persian first (the newest cat is Malai)
  { name: "Malai", breed: "Persian", species: "cat", location: "Hyderabad", gender: "female", price: 12_500, age: "3 months", description: "White doll-face kitten, litter trained, very calm. Eats dry food and boiled chicken." },

  // German Shepherds
  { name: "Rani", breed: "German Shepherd", species: "dog", location: "Hyderabad", gender: "female", price: 22_000, age: "3 months", description: "Black and tan, long coat. Alert and loyal, good guard dog in the making." },
  { name: "Rocky", breed: "German Shepherd", species: "dog", location: "Delhi", gender: "male", price: 32_000, age: "5 months", description: "Saddle back coat, strong and confident. Basic obedience started." },
  { name: "Raja", breed: "German Shepherd", species: "dog", location: "Jaipur", gender: "male", price: 16_000, age: "2 months", description: "Sable pup from a farm house, active and curious." },
  { name: "Zara", breed: "German Shepherd", species: "dog", location: "Bengaluru", gender: "female", price: 28_000, age: "1 year", description: "Well behaved, walks on a leash and stays in a crate. Moving to another city." },

  // Golden Retrievers
  { name: "Sunny", breed: "Golden Retriever", species: "dog", location: "Bengaluru", gender: "male", price: 38_000, age: "2 months", description: "Light cream coat, fluffy and friendly. Deworming done." },
  { name: "Butter", breed: "Golden Retriever", species: "dog", location: "Mumbai", gender: "female", price: 42_000, age: "3 months", description: "Dark golden coat, very social, loves people. Vaccine card available." },
  { name: "Oreo", breed: "Golden Retriever", species: "dog", location: "Kochi", gender: "male", price: 32_500, age: "10 weeks", description: "Playful pup, good with other dogs. Raised in a house with a garden." },

  // Beagles
  { name: "Charlie", breed: "Beagle", species: "dog", location: "Chennai", gender: "male", price: 22_500, age: "3 months", description: "Tricolour beagle with a loud happy bark. First vaccine done." },
  { name: "Daisy", breed: "Beagle", species: "dog", location: "Pune", gender: "female", price: 24_000, age: "4 months", description: "Lemon and white, loves sniffing around the garden. Dewormed." },
  { name: "Buddy", breed: "Beagle", species: "dog", location: "Mumbai", gender: "male", price: 17_000, age: "2 months", description: "Friendly tricolour pup, gets along with cats." },

  // Pugs
  { name: "Motu", breed: "Pug", species: "dog", location: "Hyderabad", gender: "male", price: 8_500, age: "2 months", description: "Fawn pug with a black mask, loves to cuddle and snore." },
  { name: "Golu", breed: "Pug", species: "dog", location: "Kolkata", gender: "male", price: 14_000, age: "3 months", description: "Black pug, cheerful and greedy for treats." },
  { name: "Chiku", breed: "Pug", species: "dog", location: "Lucknow", gender: "female", price: 9_000, age: "2 months", description: "Fawn pup, बहुत चंचल और नटखट है। Dewormed." },
  { name: "Pepper", breed: "Pug", species: "dog", location: "Delhi", gender: "female", price: 16_500, age: "5 months", description: "Apricot fawn, house trained, good with children." },

  // Shih Tzus
  { name: "Gulabo", breed: "Shih Tzu", species: "dog", location: "Delhi", gender: "female", price: 25_500, age: "3 months", description: "Gold and white, long silky coat, first grooming done." },
  { name: "Teddy", breed: "Shih Tzu", species: "dog", location: "Mumbai", gender: "male", price: 28_000, age: "4 months", description: "Black and white teddy cut, very affectionate lap dog." },
  { name: "Mishti", breed: "Shih Tzu", species: "dog", location: "Kolkata", gender: "female", price: 19_000, age: "2 months", description: "Tiny and sweet, eats well, loves her soft toys." },

  // Rottweilers
  { name: "Bullet", breed: "Rottweiler", species: "dog", location: "Chandigarh", gender: "male", price: 34_000, age: "3 months", description: "Big head, strong body, fearless. Both parents on site." },
  { name: "Rambo", breed: "Rottweiler", species: "dog", location: "Bengaluru", gender: "male", price: 27_000, age: "2 months", description: "Playful and bold, first vaccine done." },
  { name: "Kali", breed: "Rottweiler", species: "dog", location: "Hyderabad", gender: "female", price: 24_500, age: "4 months", description: "Calm and protective, good with the family. Dewormed." },

  // Dachshunds
  { name: "Biscuit", breed: "Dachshund", species: "dog", location: "Pune", gender: "male", price: 26_000, age: "3 months", description: "Red smooth coat, long and low, very curious." },
  { name: "Noodle", breed: "Dachshund", species: "dog", location: "Kochi", gender: "female", price: 23_500, age: "2 months", description: "Black and tan, loves digging and belly rubs." },

  // Siberian Huskies
  { name: "Luna", breed: "Siberian Husky", species: "dog", location: "Bengaluru", gender: "female", price: 55_000, age: "3 months", description: "Blue eyes, grey and white coat, kept in an air-conditioned room." },
  { name: "Frost", breed: "Siberian Husky", species: "dog", location: "Delhi", gender: "male", price: 62_000, age: "4 months", description: "Copper and white, one blue eye, very vocal." },
  { name: "Toofan", breed: "Siberian Husky", species: "dog", location: "Hyderabad", gender: "male", price: 48_000, age: "2 months", description: "Black and white, needs a cool home and long walks." },

  // Pomeranians
  { name: "Laddoo", breed: "Pomeranian", species: "dog", location: "Jaipur", gender: "male", price: 6_800, age: "2 months", description: "Orange fluffy ball, very active." },
  { name: "Snowy", breed: "Pomeranian", species: "dog", location: "Lucknow", gender: "female", price: 6_500, age: "3 months", description: "White fluffy pup, small and cheerful." },
  { name: "Candy", breed: "Pomeranian", species: "dog", location: "Warangal", gender: "female", price: 7_800, age: "2 months", description: "Cream coat, playful, eats rice and curd." },

  // Indian Pariah Dogs
  { name: "Bhoori", breed: "Indian Pariah Dog (Indie)", species: "dog", location: "Chennai", gender: "female", price: 500, age: "4 months", description: "Brown street pup rescued from the rain, vaccinated and sterilised." },
  { name: "Kaju", breed: "Indian Pariah Dog (Indie)", species: "dog", location: "Kolkata", gender: "male", price: 1_200, age: "6 months", description: "Smart and loyal, rescued from a market, vaccinated." },
  { name: "Kalu", breed: "Indian Pariah Dog (Indie)", species: "dog", location: "Hyderabad", gender: "male", price: 800, age: "3 months", description: "Black pup, చాలా చురుకైన వాడు. Rescued near a bus stop." },
  { name: "Moti", breed: "Indian Pariah Dog (Indie)", species: "dog", location: "Vijayawada", gender: "female", price: 700, age: "5 months", description: "Sweet fawn pup, dewormed, lives with our cats." },

  // Dobermans
  { name: "Sultan", breed: "Doberman", species: "dog", location: "Ahmedabad", gender: "male", price: 21_000, age: "3 months", description: "Black and rust, ears natural, alert guard." },
  { name: "Bijli", breed: "Doberman", species: "dog", location: "Thiruvananthapuram", gender: "female", price: 19_000, age: "4 months", description: "Red and rust, fast and obedient." },

  // Cocker Spaniels
  { name: "Cookie", breed: "Cocker Spaniel", species: "dog", location: "Pune", gender: "female", price: 18_500, age: "3 months", description: "Golden coat with long ears, gentle nature." },
  { name: "Jimmy", breed: "Cocker Spaniel", species: "dog", location: "Chandigarh", gender: "male", price: 21_500, age: "5 months", description: "Black coat, merry tail, loves fetch." },

  // Large breeds
  { name: "Hulk", breed: "Great Dane", species: "dog", location: "Ahmedabad", gender: "male", price: 120_000, age: "4 months", description: "Harlequin, imported bloodline, huge paws." },
  { name: "Duke", breed: "Great Dane", species: "dog", location: "Lucknow", gender: "male", price: 75_000, age: "3 months", description: "Fawn with a black mask, gentle giant." },
  { name: "Bernie", breed: "Saint Bernard", species: "dog", location: "Pune", gender: "male", price: 95_000, age: "3 months", description: "Rough coat, needs a cool climate and space." },

  // More cats
  { name: "Snowball", breed: "Persian", species: "cat", location: "Mumbai", gender: "male", price: 15_500, age: "2 months", description: "Punch face, blue eyes, litter trained." },
  { name: "Cotton", breed: "Persian", species: "cat", location: "Kolkata", gender: "female", price: 9_000, age: "3 months", description: "Grey and white, fluffy, very gentle." },
  { name: "Barfi", breed: "Persian", species: "cat", location: "Chennai", gender: "male", price: 11_000, age: "4 months", description: "Cream coat, copper eyes, playful." },
  { name: "Mia", breed: "Siamese", species: "cat", location: "Bengaluru", gender: "female", price: 14_500, age: "3 months", description: "Seal point, blue eyes, very talkative." },
  { name: "Leo", breed: "Siamese", species: "cat", location: "Pune", gender: "male", price: 12_500, age: "2 months", description: "Lilac point, curious and friendly." },
  { name: "Pumpkin", breed: "Indian Domestic Cat", species: "cat", location: "Chennai", gender: "male", price: 500, age: "2 months", description: "Orange tabby rescued from a temple, vaccinated." },
  { name: "Minu", breed: "Indian Domestic Cat", species: "cat", location: "Lucknow", gender: "female", price: 600, age: "3 months", description: "Calico kitten, litter trained, very cuddly." },
  { name: "Billu", breed: "Indian Domestic Cat", species: "cat", location: "Warangal", gender: "male", price: 800, age: "4 months", description: "Grey tabby, catches everything that moves." },
  { name: "Shera", breed: "Maine Coon", species: "cat", location: "Delhi", gender: "male", price: 65_000, age: "4 months", description: "Huge brown tabby, tufted ears, imported parents." },
  { name: "Rosie", breed: "Maine Coon", species: "cat", location: "Kochi", gender: "female", price: 72_000, age: "5 months", description: "Silver tabby, fluffy tail, gentle." },

  // Birds
  { name: "Mithu", breed: "Budgerigar", species: "bird", location: "Hyderabad", gender: "male", price: 1_200, age: "6 months", description: "Green and yellow, hand fed, sits on a finger." },
  { name: "Neelu", breed: "Budgerigar", species: "bird", location: "Chennai", gender: "female", price: 900, age: "4 months", description: "Sky blue, tame and chirpy." },
  { name: "Heer & Ranjha", breed: "Lovebird", species: "bird", location: "Jaipur", gender: "female", price: 2_500, age: "1 year", description: "Peach faced, a bonded couple, very colourful." },
  { name: "Chintu", breed: "Lovebird", species: "bird", location: "Pune", gender: "male", price: 3_200, age: "8 months", description: "Fischer's lovebird, active and loud." },
  { name: "Peeku", breed: "Cockatiel", species: "bird", location: "Kolkata", gender: "male", price: 4_500, age: "7 months", description: "Grey with an orange cheek, whistles tunes." },
  { name: "Kiwi", breed: "Cockatiel", species: "bird", location: "Visakhapatnam", gender: "female", price: 5_500, age: "5 months", description: "Lutino, hand tamed, sits on the shoulder." },
  { name: "Gabbar", breed: "African Grey Parrot", species: "bird", location: "Mumbai", gender: "male", price: 85_000, age: "1 year", description: "Says many words, hand raised, DNA tested." },
  { name: "Mitthu", breed: "African Grey Parrot", species: "bird", location: "Delhi", gender: "female", price: 115_000, age: "2 years", description: "Copies the doorbell and the phone, very tame." },

  // Fish
  { name: "Sona", breed: "Goldfish", species: "fish", location: "Kolkata", gender: "male", price: 550, age: "4 months", description: "Orange oranda, eats flakes well." },
  { name: "Bubbles", breed: "Goldfish", species: "fish", location: "Chennai", gender: "female", price: 600, age: "3 months", description: "Red and white fantail, grown in a big tank." },
  { name: "Jhilmil", breed: "Guppy", species: "fish", location: "Pune", gender: "male", price: 650, age: "3 months", description: "Colourful fancy tails, a group of six." },
  { name: "Chamki", breed: "Guppy", species: "fish", location: "Hyderabad", gender: "female", price: 700, age: "4 months", description: "Blue grass tails, raised in a planted tank." },
  { name: "Kohaku", breed: "Koi", species: "fish", location: "Bengaluru", gender: "female", price: 8_500, age: "1 year", description: "Red and white, six inches long." },
  { name: "Sanke", breed: "Koi", species: "fish", location: "Kochi", gender: "male", price: 12_000, age: "2 years", description: "Red, white and black, ten inches long." },
  { name: "Tara", breed: "Betta", species: "fish", location: "Mumbai", gender: "male", price: 800, age: "5 months", description: "Blue halfmoon, keep alone." },

  // Rabbits and small pets
  { name: "Rui", breed: "Holland Lop", species: "rabbit", location: "Pune", gender: "female", price: 3_500, age: "3 months", description: "Lop ears, soft and tame, eats carrots and hay." },
  { name: "Makhan", breed: "New Zealand White", species: "rabbit", location: "Hyderabad", gender: "male", price: 2_000, age: "4 months", description: "Snow white with red eyes, calm." },
  { name: "Gajar", breed: "Lionhead", species: "rabbit", location: "Delhi", gender: "female", price: 4_000, age: "2 months", description: "Fluffy mane, playful." },
  { name: "Peanut", breed: "Guinea Pig", species: "other", location: "Bengaluru", gender: "male", price: 1_500, age: "3 months", description: "Brown and white, squeaks for cucumber." },
  { name: "Chotu", breed: "Hamster", species: "other", location: "Mumbai", gender: "male", price: 800, age: "2 months", description: "Golden Syrian, comes with a wheel." },
  { name: "Golgappa", breed: "Hamster", species: "other", location: "Chandigarh", gender: "female", price: 900, age: "3 months", description: "Round and fluffy, very tame." },

  // Not active: no search may show these, whatever it asks.
  { name: "Sheba", breed: "Labrador Retriever", species: "dog", location: "Hyderabad", gender: "female", price: 9_800, age: "2 months", description: "Yellow lab pup.", status: "sold" },
  { name: "Shadow", breed: "German Shepherd", species: "dog", location: "Delhi", gender: "male", price: 25_000, age: "3 months", description: "Black and tan pup.", status: "hidden" },
  { name: "Champ", breed: "Beagle", species: "dog", location: "Chennai", gender: "male", price: 18_000, age: "3 months", description: "Tricolour beagle.", status: "inactive" },
  { name: "Kittu", breed: "Persian", species: "cat", location: "Hyderabad", gender: "female", price: 8_000, age: "2 months", description: "White kitten.", status: "sold" },
  { name: "Tommy", breed: "Pug", species: "dog", location: "Hyderabad", gender: "male", price: 7_000, age: "2 months", description: "Fawn pug.", status: "hidden" },
  { name: "Pari", breed: "Budgerigar", species: "bird", location: "Hyderabad", gender: "female", price: 1_000, age: "5 months", description: "Yellow budgie.", status: "inactive" },
];
