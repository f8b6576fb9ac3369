-- Decks older than a day are deleted by an hourly sweep (api/discover/deck-sweep.ts) instead of
-- by each new deck of the same viewer: a first page stores its deck with a plain insert, and the
-- decks of members who never come back go too.
CREATE INDEX "deck_rankings_ranked_at_idx" ON "deck_rankings" USING btree ("ranked_at");
