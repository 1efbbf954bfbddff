CREATE TABLE "leaderboard_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"score" integer NOT NULL,
	"avg_ms" integer NOT NULL,
	"hits" integer NOT NULL,
	"attempts" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sayings" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "leaderboard_entries_day_score_idx" ON "leaderboard_entries" USING btree ("day","score");--> statement-breakpoint
CREATE UNIQUE INDEX "sayings_locale_text_idx" ON "sayings" USING btree ("locale","text");