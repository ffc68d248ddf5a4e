ALTER TABLE "admin_account_tokens" ADD COLUMN "roles" text[];--> statement-breakpoint
-- Accounts made before roles keep what every member could do then: owner and recruiter
-- (app/lib/contracts/roles.ts defaultTeamRoles). New accounts always state their roles: no default stays.
ALTER TABLE "admin_users" ADD COLUMN "roles" text[] DEFAULT '{owner,recruiter}' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ALTER COLUMN "roles" DROP DEFAULT;--> statement-breakpoint
-- Invitations still open were given by members who could make owners and recruiters.
UPDATE "admin_account_tokens" SET "roles" = '{owner,recruiter}' WHERE "purpose" = 'invite';--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_roles_known" CHECK (cardinality("admin_users"."roles") > 0 and "admin_users"."roles" <@ array['owner', 'editor', 'recruiter']::text[]);
