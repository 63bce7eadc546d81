CREATE TABLE "code_budgets" (
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locks" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"codes_issued" integer DEFAULT 0 NOT NULL,
	"issue_window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_budgets_phone_purpose_pk" PRIMARY KEY("phone","purpose")
);
