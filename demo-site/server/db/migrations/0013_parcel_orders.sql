CREATE TABLE "parcel_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"parcel_category_id" integer NOT NULL,
	"receiver_details" jsonb NOT NULL,
	"charge_payer" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_parcel_category_id_parcel_categories_id_fk" FOREIGN KEY ("parcel_category_id") REFERENCES "public"."parcel_categories"("id") ON DELETE no action ON UPDATE no action;