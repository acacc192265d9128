/** Account rules shared by the server (better-auth settings) and the client forms. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
