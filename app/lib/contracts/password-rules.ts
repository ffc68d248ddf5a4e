/** The shortest password a team account accepts (the CLI, invitations and resets alike). */
export const minPasswordLength = 12;
/** Argon2 reads all of it; a longer "password" is a denial of service, not a secret. */
export const maxPasswordLength = 1024;
