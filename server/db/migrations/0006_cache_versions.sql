CREATE SEQUENCE "public"."cache_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cache_versions" (
	"tag" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Read cache versions (issue 11 item 1, server/cache/versions.ts). A transaction that writes a
-- table some public read shows sets its tag's version to a new number; the row is written with
-- the data, so another process that sees the new number also sees the data. The triggers are
-- deferred constraint triggers: they run at commit, when the transaction asks for no other lock,
-- and the advisory lock makes writers take the version rows one at a time, so two orders (each
-- holding its products' rows) never wait on each other in a cycle. Once per tag and transaction:
-- the flag lives until the transaction ends (set_config … true).
CREATE FUNCTION "cache_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'zujaj.cache_bumped_' || TG_ARGV[0];
BEGIN
  IF current_setting(flag, true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('cache_versions'));
  PERFORM set_config(flag, 'yes', true);
  INSERT INTO "cache_versions" ("tag", "version") VALUES (TG_ARGV[0], nextval('cache_version_seq'))
    ON CONFLICT ("tag") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('catalog');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('catalog');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "settings_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('settings');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "header_images_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "header_images" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('content');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "social_platforms_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "social_platforms" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('content');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "team_members_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "team_members" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('content');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalogs_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "catalogs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('content');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "videos_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "videos" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('content');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "about_us_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "about_us" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('content');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "policy_pages_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "policy_pages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('content');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "common_questions_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "common_questions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('content');--> statement-breakpoint
-- TRUNCATE has no constraint trigger: a statement trigger, at once (TRUNCATE locks the table anyway).
CREATE TRIGGER "products_cache_version_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('catalog');--> statement-breakpoint
CREATE TRIGGER "categories_cache_version_truncate" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('catalog');--> statement-breakpoint
CREATE TRIGGER "settings_cache_version_truncate" AFTER TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('settings');--> statement-breakpoint
CREATE TRIGGER "header_images_cache_version_truncate" AFTER TRUNCATE ON "header_images" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('content');--> statement-breakpoint
CREATE TRIGGER "social_platforms_cache_version_truncate" AFTER TRUNCATE ON "social_platforms" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('content');--> statement-breakpoint
CREATE TRIGGER "team_members_cache_version_truncate" AFTER TRUNCATE ON "team_members" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('content');--> statement-breakpoint
CREATE TRIGGER "catalogs_cache_version_truncate" AFTER TRUNCATE ON "catalogs" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('content');--> statement-breakpoint
CREATE TRIGGER "videos_cache_version_truncate" AFTER TRUNCATE ON "videos" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('content');--> statement-breakpoint
CREATE TRIGGER "about_us_cache_version_truncate" AFTER TRUNCATE ON "about_us" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('content');--> statement-breakpoint
CREATE TRIGGER "policy_pages_cache_version_truncate" AFTER TRUNCATE ON "policy_pages" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('content');--> statement-breakpoint
CREATE TRIGGER "common_questions_cache_version_truncate" AFTER TRUNCATE ON "common_questions" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('content');
