-- Orders keep a copy of the saved addresses they were placed with; terms agreement may be unrecorded;
-- idempotency rows are written with the work they answer (no "running" claims any more).
ALTER TABLE "orders" ALTER COLUMN "terms_accepted" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "terms_accepted" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "alternative_address" jsonb;--> statement-breakpoint
UPDATE "orders" AS o SET "shipping_address" = jsonb_build_object(
	'id', a."id", 'address_title', a."address_title", 'first_name', a."first_name",
	'family_name', a."family_name", 'phone_number', a."phone_number", 'address', a."address",
	'city_id', a."city_id", 'country_id', a."country_id",
	'main_address', CASE WHEN a."main_address" THEN 1 ELSE 0 END,
	'city', CASE WHEN c."id" IS NULL THEN NULL
		ELSE jsonb_build_object('id', c."id", 'name_ar', c."name_ar", 'name_en', c."name_en") END)
FROM "addresses" AS a LEFT JOIN "cities" AS c ON c."id" = a."city_id"
WHERE a."id" = o."shipping_address_id";--> statement-breakpoint
UPDATE "orders" AS o SET "alternative_address" = jsonb_build_object(
	'id', a."id", 'address_title', a."address_title", 'first_name', a."first_name",
	'family_name', a."family_name", 'phone_number', a."phone_number", 'address', a."address",
	'city_id', a."city_id", 'country_id', a."country_id",
	'main_address', CASE WHEN a."main_address" THEN 1 ELSE 0 END,
	'city', CASE WHEN c."id" IS NULL THEN NULL
		ELSE jsonb_build_object('id', c."id", 'name_ar', c."name_ar", 'name_en', c."name_en") END)
FROM "addresses" AS a LEFT JOIN "cities" AS c ON c."id" = a."city_id"
WHERE a."id" = o."alternative_address_id";--> statement-breakpoint
DELETE FROM "idempotency_keys" WHERE "status" = 'running' OR "response_status" IS NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "status";--> statement-breakpoint
DROP TYPE "public"."idempotency_status";
