import type { LoginCopy } from '../../../site/admin-copy/login.js';

export const login: LoginCopy = {
  heading: 'Sign in',
  intro: 'Admins only. Accounts are created on the server with npm run admin.',
  username: 'Username',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  invalid: 'Invalid username or password',
  throttled: (seconds) =>
    `Too many attempts. Try again in ${seconds >= 60 ? `${Math.ceil(seconds / 60)} min` : `${seconds} s`}.`,
  failed: 'Signing in failed. Please try again.',
  required: 'Enter your username and password.',
  // The server's reason says exactly what to change, and it is already in English.
  refused: (serverReason) => serverReason ?? 'Signing in failed. Please try again.',
};
