-- Issue 11 item 2: search and listings that scale. pg_trgm (PostgreSQL contrib; PGlite loads its
-- module in server/db/client.ts) and a GIN trigram index on products.search_text serve the search's
-- LIKE '%folded query%'; partial btree indexes on the published products serve every listing order
-- and filter and their total counts. The lower(name…) indexes served no query since 0004: dropped.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "products_category_sort_idx";--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "products_sales_count_idx";--> statement-breakpoint
DROP INDEX "products_name_lower_idx";--> statement-breakpoint
DROP INDEX "products_name_en_lower_idx";--> statement-breakpoint
DROP INDEX "products_product_code_lower_idx";--> statement-breakpoint
CREATE INDEX "products_active_category_sort_idx" ON "products" USING btree ("category_id","sort","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_category_sales_idx" ON "products" USING btree ("category_id","sales_count" DESC NULLS FIRST,"sort","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_sales_idx" ON "products" USING btree ("sales_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("price_after_discount","category_id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);