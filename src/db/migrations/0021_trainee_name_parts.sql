ALTER TABLE "registrations" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_name_parts" CHECK (("registrations"."last_name" IS NULL AND "registrations"."first_name" IS NULL) OR (btrim("registrations"."last_name") <> '' AND btrim("registrations"."first_name") <> ''));--> statement-breakpoint
-- Splits each name typed in the single field of before, only when the split is certain
-- (docs/decisions/064-the-rest-of-what-staff-tripped-on.md): a run of words in capitals at the
-- start or the end, and only there, is the last name ('PETIT Marc', 'Anne-Sophie DE LA TOUR').
-- Any other name keeps only its original text, which sheets then sort and print as typed: two
-- words without capitals are not split, as the field asked 'NOM ET PRÉNOM' and people wrote
-- both 'Petit Marc' and 'Marc Petit'.
DO $$
DECLARE
  row record;
  words text[];
  total integer;
  leading_caps integer;
  trailing_caps integer;
BEGIN
  FOR row IN SELECT id, trainee_name FROM registrations LOOP
    -- Any white space (tabs, line breaks too), not only the spaces btrim removes.
    words := regexp_split_to_array(
      regexp_replace(row.trainee_name, '^\s+|\s+$', '', 'g'), '\s+');
    total := coalesce(array_length(words, 1), 0);
    leading_caps := 0;
    WHILE leading_caps < total
      AND words[leading_caps + 1] = upper(words[leading_caps + 1])
      AND char_length(regexp_replace(words[leading_caps + 1], '[^[:alpha:]]', '', 'g')) >= 2 LOOP
      leading_caps := leading_caps + 1;
    END LOOP;
    trailing_caps := 0;
    WHILE trailing_caps < total
      AND words[total - trailing_caps] = upper(words[total - trailing_caps])
      AND char_length(regexp_replace(words[total - trailing_caps], '[^[:alpha:]]', '', 'g')) >= 2 LOOP
      trailing_caps := trailing_caps + 1;
    END LOOP;
    IF leading_caps > 0 AND leading_caps < total AND trailing_caps = 0 THEN
      UPDATE registrations
        SET last_name = array_to_string(words[1:leading_caps], ' '),
            first_name = array_to_string(words[leading_caps + 1:total], ' ')
        WHERE id = row.id;
    ELSIF trailing_caps > 0 AND trailing_caps < total AND leading_caps = 0 THEN
      UPDATE registrations
        SET first_name = array_to_string(words[1:total - trailing_caps], ' '),
            last_name = array_to_string(words[total - trailing_caps + 1:total], ' ')
        WHERE id = row.id;
    END IF;
  END LOOP;
END $$;
