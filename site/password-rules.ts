// Why the server refuses a new password (server/accounts/passwords.ts), as the account screens name it.
export const passwordRules = ['too-short', 'too-long', 'common', 'contains-username'] as const;
export type PasswordRule = (typeof passwordRules)[number];

export const isPasswordRule = (reason: string): reason is PasswordRule =>
  (passwordRules as readonly string[]).includes(reason);
