CREATE TABLE "training_overdue_reminders" (
	"user_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"reminded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_overdue_reminders_user_id_program_id_pk" PRIMARY KEY("user_id","program_id")
);
--> statement-breakpoint
ALTER TABLE "training_overdue_reminders" ADD CONSTRAINT "training_overdue_reminders_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_overdue_reminders" ADD CONSTRAINT "training_overdue_reminders_program_id_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."training_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written only by the daily reminder job as the owner; app_user has no grant and row-level security is on.
ALTER TABLE "training_overdue_reminders" ENABLE ROW LEVEL SECURITY;
