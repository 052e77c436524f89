-- A breed or a species in a town, newest first (lib/pets/service.ts): the pair's own index.
CREATE INDEX "pets_status_breedKey_locationKey_createdAt_id_idx" ON "pets"("status", "breedKey", "locationKey", "createdAt" DESC, "id" DESC);

CREATE INDEX "pets_status_species_locationKey_createdAt_id_idx" ON "pets"("status", "species", "locationKey", "createdAt" DESC, "id" DESC);
