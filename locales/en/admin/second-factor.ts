import type { SecondFactorCopy } from '../../../site/admin-copy/second-factor.js';
import { englishPlural } from '../../../site/admin-copy/plural.js';

export const secondFactor: SecondFactorCopy = {
  step: {
    heading: 'Two-step sign-in',
    intro: 'Enter the 6-digit code your authenticator app shows for this site, or one of your recovery codes.',
    code: 'Code',
    hint: '6 digits, or a recovery code',
    submit: 'Continue',
    submitting: 'Checking…',
    invalid: 'That code is not right, or it was already used. Wait for the next code and try again.',
    required: 'Enter the code.',
    startOver: 'Start again with the password',
  },
  setup: {
    heading: 'Set up two-step sign-in',
    intro:
      'After your password, you will also enter a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password …), so a stolen password alone does not open the admin.',
    required: 'This site asks every admin to set up two-step sign-in before going on.',
    start: 'Set up two-step sign-in',
    starting: 'Preparing…',
    scan: '1. Scan this QR code with your authenticator app.',
    qrAlt: 'QR code to add this site to an authenticator app',
    typeInstead: 'Cannot scan it? Type this key into the app instead (time-based):',
    secret: 'Key',
    code: '2. Enter the 6-digit code the app now shows',
    hint: '6 digits',
    confirm: 'Turn on two-step sign-in',
    confirming: 'Checking…',
    wrongCode: 'That code does not match. Check the app shows this site and try the new code.',
    expired: 'This set-up has expired. Start again.',
    failed: 'Something went wrong. Try again.',
  },
  codes: {
    heading: 'Your recovery codes',
    intro:
      'Each code signs you in once if you lose your phone. They are shown only now: print them or keep them in a password manager, away from your phone.',
    listLabel: 'Recovery codes',
    copy: 'Copy the codes',
    copied: 'Copied',
    print: 'Print',
    done: 'I have kept them. Continue',
  },
  account: {
    link: 'Two-step sign-in',
    heading: 'Two-step sign-in',
    on: (left) =>
      `Two-step sign-in is on. ${englishPlural(left, { one: '1 recovery code is', other: `${left} recovery codes are` })} left.`,
    off: 'Two-step sign-in is off: your password alone opens the admin.',
    renew: 'Make new recovery codes',
    renewing: 'Making codes…',
    renewNote: 'New codes replace the old ones, which stop working at once.',
    back: 'Back to the leads',
  },
};
