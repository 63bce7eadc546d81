ALTER TABLE "orders" ADD COLUMN "prescription_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_attachment" jsonb DEFAULT '[]'::jsonb NOT NULL;