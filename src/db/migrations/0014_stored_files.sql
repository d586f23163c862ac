CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_key" CHECK ("stored_files"."key" ~ '^(locations|users)/[1-9][0-9]{0,9}\.png$'),
	CONSTRAINT "stored_files_size" CHECK ("stored_files"."size" = octet_length("stored_files"."data"))
);
