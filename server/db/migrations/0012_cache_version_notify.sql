-- A new version is also announced (NOTIFY, delivered when the writing transaction commits): the
-- processes listening on the channel read the versions again at once instead of within their
-- one-second check. The check stays: a notification is lost while a listener reconnects, and
-- poolers in transaction mode do not carry LISTEN at all.
CREATE OR REPLACE FUNCTION "cache_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM pg_notify('zujaj_cache_versions', TG_ARGV[0]);
  RETURN NULL;
END
$$;
