CREATE TABLE "store_product_sizes" (
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"inventory" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_product_sizes_product_id_size_pk" PRIMARY KEY("product_id","size"),
	CONSTRAINT "store_product_sizes_inventory_check" CHECK ("store_product_sizes"."inventory" >= 0)
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "min_age" integer DEFAULT 11 NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "max_age" integer DEFAULT 17 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_product_sizes" ADD CONSTRAINT "store_product_sizes_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE cascade ON UPDATE no action;