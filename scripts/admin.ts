/**
 * The team's accounts and their roles (docs/product.md#team-area, app/lib/contracts/roles.ts):
 *   npm run admin -- add-user EMAIL [--role ROLE]… --password-stdin   (without --role: owner, recruiter and sales; the first account is always an owner too)
 *   npm run admin -- set-roles EMAIL --role ROLE [--role ROLE]…      (replaces the account's roles)
 *   npm run admin -- reset-password EMAIL --password-stdin   (ends every session of the account)
 *   npm run admin -- remove-user EMAIL
 *   npm run admin -- list-users
 * Reads DATABASE_URL, or the embedded database in DATA_DIR: through the running server's socket while
 * a server runs, directly when none does (server/db/operator-database.ts). Every change is audited as "cli:<user>".
 */
import { parseArgs } from "node:util";
import { defaultTeamRoles, teamRoles } from "../app/lib/contracts/roles.ts";
import { UserError, addUser, listUsers, parseRoles, removeUser, resetPassword, setRoles } from "../server/admin/users.ts";
import { ConfigError, readConfig } from "../server/config.ts";
import { OperatorDatabaseError, openOperatorDatabase } from "../server/db/operator-database.ts";
import { DataDirLockedError } from "../server/db/lock.ts";
import { createLogger } from "../server/logger.ts";
import { cliActor } from "./lib/cli-actor.ts";
import { readPasswordFromStdin } from "./lib/read-password.ts";

const usage = `usage: npm run admin -- <command>
  add-user EMAIL [--role ROLE]... --password-stdin
                                         add a team member (password of 12 characters or more on standard input);
                                         without --role: ${defaultTeamRoles.join(", ")}
  set-roles EMAIL --role ROLE [--role ROLE]...
                                         replace an account's roles
  reset-password EMAIL --password-stdin  set a new password and sign the account out everywhere
  remove-user EMAIL                      remove an account, its sessions and what it scheduled to publish
  list-users                             list the accounts and their roles
roles: ${teamRoles.join(", ")} (owner: the team's accounts and the audit log; editor: the site's content;
recruiter: applications; sales: project inquiries). The team always keeps at least one owner: the first
account becomes one whatever roles it is given.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "password-stdin": { type: "boolean" }, role: { type: "string", multiple: true }, help: { type: "boolean", short: "h" } },
});

/** " 2 scheduled publishes of theirs cancelled." after a removal or the end of an editor role; nothing when none. */
function cancelledNote(count: number): string {
  return count === 0 ? "" : ` ${count} scheduled publish${count === 1 ? "" : "es"} of theirs cancelled.`;
}

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const [command, email, ...extra] = positionals;
if (values.help || !command) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
const needsEmail = command === "add-user" || command === "set-roles" || command === "reset-password" || command === "remove-user";
if (!["add-user", "set-roles", "reset-password", "remove-user", "list-users"].includes(command)) fail(`unknown command "${command}"\n${usage}`);
if (needsEmail && !email) fail(`${command} needs an e-mail address\n${usage}`);
if (extra.length > 0 || (!needsEmail && email)) fail(`unexpected argument "${extra[0] ?? email}"\n${usage}`);
const takesRoles = command === "add-user" || command === "set-roles";
if (values.role && !takesRoles) fail(`${command} takes no --role\n${usage}`);
if (command === "set-roles" && !values.role)
  fail(`set-roles needs one --role or more (${teamRoles.join(", ")}), e.g. npm run admin -- set-roles ${email} --role editor`);
// Unknown roles are refused before anything else happens (no password read, no database opened).
let roles = defaultTeamRoles;
try {
  if (values.role) roles = parseRoles(values.role);
} catch (error) {
  if (error instanceof UserError) fail(error.message);
  throw error;
}
const needsPassword = command === "add-user" || command === "reset-password";
if (needsPassword && !values["password-stdin"])
  fail(
    `${command} reads the password from standard input: add --password-stdin (e.g. printf '%s' "$PASSWORD" | npm run admin -- ${command} ${email} --password-stdin)`,
  );

let config;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const password = needsPassword ? await readPasswordFromStdin() : "";

let database;
try {
  database = await openOperatorDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger: createLogger("warn") });
} catch (error) {
  if (error instanceof OperatorDatabaseError || error instanceof DataDirLockedError) fail(error.message, 1);
  throw error;
}

try {
  const db = database.db;
  if (command === "add-user") {
    const added = await addUser(db, email!, password, cliActor(), roles);
    const firstOwner = added.madeOwner
      ? " As the first account it is also an owner, so someone can manage the team (change with set-roles once there is another owner)."
      : "";
    console.log(`Added ${email!.trim().toLowerCase()} (${added.roles.join(", ")}).${firstOwner} They can sign in at /admin/login.`);
  } else if (command === "set-roles") {
    const { from, to, schedulesCancelled } = await setRoles(db, email!, roles, cliActor());
    console.log(`${email!.trim().toLowerCase()}: roles ${from.join(", ")} → ${to.join(", ")}.${cancelledNote(schedulesCancelled)}`);
  } else if (command === "reset-password") {
    const { sessionsEnded } = await resetPassword(db, email!, password, cliActor());
    console.log(`New password set for ${email!.trim().toLowerCase()}; ${sessionsEnded} session${sessionsEnded === 1 ? "" : "s"} signed out.`);
  } else if (command === "remove-user") {
    const { schedulesCancelled } = await removeUser(db, email!, cliActor());
    console.log(`Removed ${email!.trim().toLowerCase()} and signed out its sessions.${cancelledNote(schedulesCancelled)}`);
  } else {
    const users = await listUsers(db);
    if (users.length === 0) console.log("No accounts. Add one with: npm run admin -- add-user EMAIL --password-stdin");
    for (const user of users) {
      console.log(
        `${user.email}\tadded ${user.createdAt.toISOString().slice(0, 10)}\tpassword set ${user.passwordChangedAt.toISOString().slice(0, 10)}\troles ${user.roles.join(",")}`,
      );
    }
  }
} catch (error) {
  if (error instanceof UserError) {
    await database.close();
    fail(error.message, 1);
  }
  throw error;
} finally {
  await database.close().catch(() => {});
}
