CREATE TABLE "leaderboard_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seed" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "leaderboard_rounds_issued_at_idx" ON "leaderboard_rounds" USING btree ("issued_at");