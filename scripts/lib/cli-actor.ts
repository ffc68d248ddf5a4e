import os from "node:os";

/** Who the audit log names for a change made on the command line: "cli:<the operating-system user>". */
export function cliActor(): string {
  let user = "unknown";
  try {
    user = os.userInfo().username || user;
  } catch {
    // No passwd entry (some containers): the log still says it came from the command line.
  }
  return `cli:${user}`;
}
