CREATE TABLE "gift_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"packet_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"seed" text NOT NULL,
	"weights" jsonb NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_packet_items" (
	"packet_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "gift_packet_items_packet_id_item_id_pk" PRIMARY KEY("packet_id","item_id"),
	CONSTRAINT "gift_packet_items_weight_positive" CHECK ("gift_packet_items"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_packets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"image" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_draws" ADD CONSTRAINT "gift_draws_packet_id_gift_packets_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."gift_packets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_draws" ADD CONSTRAINT "gift_draws_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_draws" ADD CONSTRAINT "gift_draws_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_draws" ADD CONSTRAINT "gift_draws_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_packet_items" ADD CONSTRAINT "gift_packet_items_packet_id_gift_packets_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."gift_packets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_packet_items" ADD CONSTRAINT "gift_packet_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_draws_one_spin" ON "gift_draws" USING btree ("packet_id","customer_id");