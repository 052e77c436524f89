-- Whether a listing has a photo: a search shows those with photos before those without. Kept by a
-- trigger on pet_images (an insert sets it, a delete reads whether any is left), never by the app.
ALTER TABLE "pets" ADD COLUMN "hasPhotos" BOOLEAN NOT NULL DEFAULT false;

-- The body is one string with its semicolons escaped, as the migration runner splits statements at them.
CREATE FUNCTION pet_images_set_has_photos() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN IF TG_OP = ''INSERT'' THEN UPDATE "pets" SET "hasPhotos" = true WHERE id = NEW."petId" AND NOT "hasPhotos"\073 ELSE UPDATE "pets" SET "hasPhotos" = EXISTS (SELECT 1 FROM "pet_images" i WHERE i."petId" = OLD."petId") WHERE id = OLD."petId"\073 END IF\073 RETURN NULL\073 END';

CREATE TRIGGER pet_images_has_photos AFTER INSERT OR DELETE ON "pet_images" FOR EACH ROW EXECUTE FUNCTION pet_images_set_has_photos();

UPDATE "pets" p SET "hasPhotos" = true WHERE EXISTS (SELECT 1 FROM "pet_images" i WHERE i."petId" = p.id);

-- The few active listings without a photo, newest first: a search reads them after those with photos
-- from here, instead of walking every listing of its breed or town to find none.
CREATE INDEX "pets_no_photos_createdAt_id_idx" ON "pets"("createdAt" DESC, "id" DESC) WHERE "status" = 'active' AND NOT "hasPhotos";

-- The words of a search in a listing's name or breed (it is about them) rank before the words in its
-- description alone, and this index finds those listings, or that there are none, without reading each row.
CREATE INDEX "pets_title_search_idx" ON "pets" USING GIN (to_tsvector('simple', "name" || ' ' || "breed"));
