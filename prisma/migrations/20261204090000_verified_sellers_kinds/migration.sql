-- Verified sellers and lawful listings, part one: the new values of existing enums. PostgreSQL cannot use
-- an enum value in the transaction that adds it, so what uses them is the next migration.

-- A listing held until its seller's registration is approved, or until a moderator looks at a photo match.
ALTER TYPE "HideCause" ADD VALUE 'unverified';
ALTER TYPE "HideCause" ADD VALUE 'review';

-- A pet shop, registered with its State Animal Welfare Board (Pet Shop Rules 2018).
ALTER TYPE "SellerType" ADD VALUE 'pet_shop';
