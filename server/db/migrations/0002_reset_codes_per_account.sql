-- Reset codes belong to the account (user_id) instead of an e-mail text. Codes live 10 minutes and
-- cannot be tied to an account safely after the fact, so the pending ones are dropped (a shopper
-- asks for a new one) before the NOT NULL column is added.
DELETE FROM "password_resets";--> statement-breakpoint
DROP INDEX "password_resets_email_idx";--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "user_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "password_resets" DROP COLUMN "email";