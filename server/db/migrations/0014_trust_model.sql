-- The back office's trust model: every audit row keeps its actor's name and phone as they were
-- (existing rows take them from the account, where it still exists); an invitation can ask an
-- existing account to join the staff (the role it takes on acceptance); an order can wait for a
-- person to look at a payment the shop could not settle on its own.
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "audit_log" SET "actor_name" = trim(u."first_name" || ' ' || u."family_name"), "actor_phone" = u."phone_number" FROM "users" u WHERE u."id" = "audit_log"."actor_id";--> statement-breakpoint
ALTER TABLE "staff_invites" ADD COLUMN "role" "user_role";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_review_at" timestamp with time zone;
