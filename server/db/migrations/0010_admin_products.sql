ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_admin_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "products_admin_sort_idx" ON "products" USING btree ("sort","id") WHERE "products"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "products_admin_category_sort_idx" ON "products" USING btree ("category_id","sort","id") WHERE "products"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "products_admin_quantity_idx" ON "products" USING btree ("quantity","id") WHERE "products"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "products_admin_price_idx" ON "products" USING btree ("price_after_discount","id") WHERE "products"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "products_admin_name_idx" ON "products" USING btree ("name","id") WHERE "products"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "products_admin_name_en_idx" ON "products" USING btree ("name_en","id") WHERE "products"."removed_at" is null;