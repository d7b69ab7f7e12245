CREATE TABLE "prerequisites" (
	"topic_slug" text NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prerequisites_topic_slug_key_pk" PRIMARY KEY("topic_slug","key")
);
--> statement-breakpoint
CREATE TABLE "guide_likes" (
	"guide_slug" text NOT NULL,
	"voter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_likes_guide_slug_voter_pk" PRIMARY KEY("guide_slug","voter")
);
--> statement-breakpoint
CREATE TABLE "guide_views" (
	"guide_slug" text NOT NULL,
	"voter" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "guide_views_guide_slug_voter_day_pk" PRIMARY KEY("guide_slug","voter","day")
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"difficulty" text NOT NULL,
	"tags" text[] NOT NULL,
	"estimated_time" text,
	"author" text NOT NULL,
	"last_updated" date NOT NULL,
	"content" jsonb NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(search_tags, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')) STORED NOT NULL,
	"search_tags" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contribution_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"contribution_type" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"college" text,
	"experience" text NOT NULL,
	"skills" jsonb NOT NULL,
	"portfolio_links" jsonb NOT NULL,
	"selected_domains" jsonb NOT NULL,
	"proposed_topics" jsonb NOT NULL,
	"additional_info" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contribution_types" (
	"slug" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prerequisites" ADD CONSTRAINT "prerequisites_topic_slug_topics_slug_fk" FOREIGN KEY ("topic_slug") REFERENCES "public"."topics"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_likes" ADD CONSTRAINT "guide_likes_guide_slug_guides_slug_fk" FOREIGN KEY ("guide_slug") REFERENCES "public"."guides"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_views" ADD CONSTRAINT "guide_views_guide_slug_guides_slug_fk" FOREIGN KEY ("guide_slug") REFERENCES "public"."guides"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_applications" ADD CONSTRAINT "contribution_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_applications" ADD CONSTRAINT "contribution_applications_contribution_type_contribution_types_slug_fk" FOREIGN KEY ("contribution_type") REFERENCES "public"."contribution_types"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guides_search_idx" ON "guides" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "guides_category_idx" ON "guides" USING btree ("category","difficulty");--> statement-breakpoint
CREATE INDEX "guides_popular_idx" ON "guides" USING btree ("views" DESC NULLS FIRST,"likes" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "guides_recent_idx" ON "guides" USING btree ("last_updated" DESC NULLS FIRST,"title","slug");--> statement-breakpoint
CREATE INDEX "contribution_applications_user_idx" ON "contribution_applications" USING btree ("user_id","created_at");