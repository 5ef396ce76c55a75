// Why the server refuses a new password (server/accounts/passwords.ts), as the account screens name it.
export type PasswordRule = 'too-short' | 'too-long' | 'common' | 'contains-username';
