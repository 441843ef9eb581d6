-- Appearance was kept as free English words; from now on each field holds one code of a
-- fixed list (src/shared/constants.ts) that the pages show in the reader's language. A word
-- that names a code whatever its case, with spaces or hyphens between its words, or in a
-- common other spelling ("gray", "blond") becomes that code; anything else (a colour off
-- the list, two colours at once) becomes NULL, for the performer to choose again.
UPDATE "performers" SET "hair" = (
  SELECT "known"."code" FROM (VALUES ('blonde', 'blonde'), ('honey_blonde', 'honey_blonde'), ('platinum_blonde', 'platinum_blonde'), ('light_brown', 'light_brown'), ('brown', 'brown'), ('dark_brown', 'dark_brown'), ('black', 'black'), ('red', 'red'), ('auburn', 'auburn'), ('grey', 'grey'), ('colourful', 'colourful'), ('bald', 'bald'), ('blond', 'blonde'), ('honey_blond', 'honey_blonde'), ('platinum_blond', 'platinum_blonde'), ('gray', 'grey'), ('colorful', 'colourful')) AS "known"("word", "code")
  WHERE "known"."word" = regexp_replace(lower(btrim("performers"."hair")), '[[:space:]_-]+', '_', 'g')
) WHERE "hair" IS NOT NULL;--> statement-breakpoint
UPDATE "performers" SET "eyes" = (
  SELECT "known"."code" FROM (VALUES ('blue', 'blue'), ('green', 'green'), ('grey', 'grey'), ('hazel', 'hazel'), ('amber', 'amber'), ('brown', 'brown'), ('dark_brown', 'dark_brown'), ('gray', 'grey')) AS "known"("word", "code")
  WHERE "known"."word" = regexp_replace(lower(btrim("performers"."eyes")), '[[:space:]_-]+', '_', 'g')
) WHERE "eyes" IS NOT NULL;--> statement-breakpoint
UPDATE "performers" SET "ethnicity" = (
  SELECT "known"."code" FROM (VALUES ('asian', 'asian'), ('black', 'black'), ('latin', 'latin'), ('middle_eastern', 'middle_eastern'), ('mixed', 'mixed'), ('south_asian', 'south_asian'), ('white', 'white'), ('other', 'other'), ('latina', 'latin'), ('latino', 'latin')) AS "known"("word", "code")
  WHERE "known"."word" = regexp_replace(lower(btrim("performers"."ethnicity")), '[[:space:]_-]+', '_', 'g')
) WHERE "ethnicity" IS NOT NULL;--> statement-breakpoint
UPDATE "performers" SET "body_type" = (
  SELECT "known"."code" FROM (VALUES ('petite', 'petite'), ('slim', 'slim'), ('athletic', 'athletic'), ('average', 'average'), ('curvy', 'curvy'), ('muscular', 'muscular'), ('plus_size', 'plus_size')) AS "known"("word", "code")
  WHERE "known"."word" = regexp_replace(lower(btrim("performers"."body_type")), '[[:space:]_-]+', '_', 'g')
) WHERE "body_type" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD CONSTRAINT "performers_hair_known" CHECK ("performers"."hair" in ('blonde', 'honey_blonde', 'platinum_blonde', 'light_brown', 'brown', 'dark_brown', 'black', 'red', 'auburn', 'grey', 'colourful', 'bald'));--> statement-breakpoint
ALTER TABLE "performers" ADD CONSTRAINT "performers_eyes_known" CHECK ("performers"."eyes" in ('blue', 'green', 'grey', 'hazel', 'amber', 'brown', 'dark_brown'));--> statement-breakpoint
ALTER TABLE "performers" ADD CONSTRAINT "performers_ethnicity_known" CHECK ("performers"."ethnicity" in ('asian', 'black', 'latin', 'middle_eastern', 'mixed', 'south_asian', 'white', 'other'));--> statement-breakpoint
ALTER TABLE "performers" ADD CONSTRAINT "performers_body_type_known" CHECK ("performers"."body_type" in ('petite', 'slim', 'athletic', 'average', 'curvy', 'muscular', 'plus_size'));