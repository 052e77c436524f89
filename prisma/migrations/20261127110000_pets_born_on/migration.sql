-- When a listed pet was born, as well as the listing says: its date of birth, or the day it was listed
-- less the age its seller wrote ("3 months", "1.5 years", "11 weeks", "2 साल", "6 నెలలు"). Searches read
-- ages against it ("under 3 months", "adult"), so an age written months ago still means the pet's age
-- today. Null when the listing gives neither a date nor an age with a number and a unit.
ALTER TABLE "pets" ADD COLUMN "bornOn" DATE;

-- Days in an age as sellers write it: the first number and the unit after it, in English, Hindi or
-- Telugu (a year is 365 days, a month 30.44). Null when there is no number followed by a known unit.
CREATE FUNCTION pet_age_days(age text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN m IS NULL THEN NULL
    WHEN m[2] ~ '^(d|day|din|दिन|రోజ)' THEN round(m[1]::numeric)::int
    WHEN m[2] ~ '^(w|हफ|सप्ताह|వార)' THEN round(m[1]::numeric * 7)::int
    WHEN m[2] ~ '^(mo|mn|mon|mah|महीन|माह|మాస|నెల)' THEN round(m[1]::numeric * 30.44)::int
    WHEN m[2] ~ '^(y|sal|saal|साल|वर्ष|బరస|సంవత్సర|ఏళ|ఏడ)' THEN round(m[1]::numeric * 365)::int
  END
  FROM (SELECT regexp_match(lower(age), '([0-9]+(?:\.[0-9]+)?)\s*([a-z\u0900-\u097F\u0C00-\u0C7F]+)') AS m) AS parsed
$$;

-- Set on every insert, and when the age or the date of birth changes (then counted from today). The
-- body is one string with its semicolons escaped, as the migration runner splits statements at them.
CREATE FUNCTION pets_set_born_on() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN IF TG_OP = ''INSERT'' OR NEW."age" IS DISTINCT FROM OLD."age" OR NEW."dateOfBirth" IS DISTINCT FROM OLD."dateOfBirth" THEN NEW."bornOn" := COALESCE(NEW."dateOfBirth", (CASE WHEN TG_OP = ''INSERT'' THEN NEW."createdAt" ELSE now() END)::date - pet_age_days(NEW."age"))\073 END IF\073 RETURN NEW\073 END';

CREATE TRIGGER pets_born_on BEFORE INSERT OR UPDATE OF "age", "dateOfBirth" ON "pets" FOR EACH ROW EXECUTE FUNCTION pets_set_born_on();

UPDATE "pets" SET "bornOn" = COALESCE("dateOfBirth", "createdAt"::date - pet_age_days("age"));

-- "labrador for adoption": a search that prefers shelters' listings reads a breed's from this index,
-- newest first, instead of walking every listing of the breed for the few a shelter gave (one in twenty).
CREATE INDEX "pets_shelter_breedKey_createdAt_id_idx" ON "pets"("breedKey", "createdAt" DESC, "id" DESC) WHERE "status" = 'active' AND "sellerType" = 'shelter';
