-- The demo seed no longer draws an initials avatar for its members (their photos are their
-- pictures, and a member without one gets a generated picture on the device): forget the ones
-- seeded before. Only the seed ever wrote an SVG data URI here.
UPDATE "users" SET "profile_image_url" = NULL WHERE "profile_image_url" LIKE 'data:image/svg+xml%';
