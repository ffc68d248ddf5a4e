ALTER TABLE "admin_users" DROP CONSTRAINT "admin_users_roles_known";--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_roles_known" CHECK (cardinality("admin_users"."roles") > 0 and "admin_users"."roles" <@ array['owner', 'editor', 'recruiter', 'sales']::text[]);--> statement-breakpoint
-- Project inquiries arrive from now on: the owners of today read them too (app/lib/contracts/roles.ts
-- defaultTeamRoles, decision 028), so none waits unseen until someone hands out the sales role.
UPDATE "admin_users" SET "roles" = array_append("roles", 'sales') WHERE 'owner' = ANY("roles") AND NOT 'sales' = ANY("roles");
