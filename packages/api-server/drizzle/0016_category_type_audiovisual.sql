-- Filter categories are typed as specs 000 §3 and 001 §3 name them: 'audiovisual' (cut) or 'audio' (muted).
UPDATE "tag_categories" SET "default_type" = 'audiovisual' WHERE "default_type" = 'visual';
