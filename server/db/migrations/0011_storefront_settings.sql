CREATE TABLE "shop_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_service_phone" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"address_ar" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"chat_number" text DEFAULT '' NOT NULL,
	"working_hours_ar" text DEFAULT '' NOT NULL,
	"working_hours_en" text DEFAULT '' NOT NULL,
	"map_location" text DEFAULT '' NOT NULL,
	"offers_banner" text DEFAULT '' NOT NULL,
	CONSTRAINT "shop_details_single_row" CHECK ("shop_details"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "header_images" ADD COLUMN "link" text;--> statement-breakpoint
-- The shop's details are read with the settings: a change shows on the storefront as soon as the
-- read caches see the new version.
CREATE CONSTRAINT TRIGGER "shop_details_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "shop_details" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('settings');--> statement-breakpoint
CREATE TRIGGER "shop_details_cache_version_truncate" AFTER TRUNCATE ON "shop_details" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('settings');
--> statement-breakpoint
-- A shop already running showed these contact details from the storefront's code until now: it
-- keeps them (and working chat links) until the owner saves its own. A new database gets them from
-- the first-start seed instead.
INSERT INTO "shop_details" ("id", "phones", "customer_service_phone", "fax", "address_ar", "address_en", "email", "chat_number", "working_hours_ar", "working_hours_en", "map_location")
SELECT 1, '["02 2576 1986"]'::jsonb, '19986', '02 2576 1987',
  '12 شارع المصانع، المنطقة الصناعية، شبرا الخيمة، القليوبية، مصر',
  '12 Factories St., Industrial Zone, Shubra El Kheima, Qalyubia, Egypt',
  'info@zujaj.glass', '201001986198',
  'من السبت إلى الخميس، من 8:00 صباحًا إلى 5:00 مساءً، والجمعة إجازة',
  'Saturday to Thursday, 8:00 AM to 5:00 PM; Friday is a holiday',
  '12 Factories St., Industrial Zone, Shubra El Kheima, Qalyubia, Egypt'
WHERE EXISTS (SELECT 1 FROM "settings")
ON CONFLICT ("id") DO NOTHING;
