-- Orders made before their description had translations (0028) say what was bought in
-- English only ("Popular (250 tokens)"), so the token history showed it so in every
-- language. Where the order's package still has the name the order copied, the order gets
-- the text every new order gets: the package's name in each language (its default name
-- where it has none there) with the tokens, as the server's `mail.order.item` says it.
-- An order whose package is gone or renamed keeps its English text.
UPDATE "payment_orders" AS "o" SET "description_translations" = jsonb_build_object(
  'nl', 'Pakket ' || coalesce(nullif("p"."name_translations"->>'nl', ''), "p"."name") || ' (' || "o"."tokens" || ' tokens)',
  'en', coalesce(nullif("p"."name_translations"->>'en', ''), "p"."name") || ' (' || "o"."tokens" || ' tokens)',
  'es', 'Paquete ' || coalesce(nullif("p"."name_translations"->>'es', ''), "p"."name") || ' (' || "o"."tokens" || ' tokens)',
  'pt-BR', 'Pacote ' || coalesce(nullif("p"."name_translations"->>'pt-BR', ''), "p"."name") || ' (' || "o"."tokens" || ' tokens)',
  'ru', coalesce(nullif("p"."name_translations"->>'ru', ''), "p"."name") || ' (токенов: ' || "o"."tokens" || ')',
  'pl', coalesce(nullif("p"."name_translations"->>'pl', ''), "p"."name") || ' (tokeny: ' || "o"."tokens" || ')',
  'ro', coalesce(nullif("p"."name_translations"->>'ro', ''), "p"."name") || ' (' || "o"."tokens" || ' de tokenuri)'
)
FROM "token_packages" AS "p"
WHERE "o"."package_id" = "p"."id"
  AND "o"."description_translations" = '{}'::jsonb
  AND "o"."description" = "p"."name" || ' (' || "o"."tokens" || ' tokens)';
