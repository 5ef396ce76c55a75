// Two-step sign-in: the code step after the password, setting up an authenticator app, the
// recovery codes shown once, and the admin's own two-step settings.
export interface SecondFactorCopy {
  /** The step after a correct password. */
  step: {
    heading: string;
    intro: string;
    code: string;
    hint: string;
    submit: string;
    submitting: string;
    invalid: string;
    required: string;
    startOver: string;
  };
  /** Setting up an authenticator app. */
  setup: {
    heading: string;
    intro: string;
    /** Said when ADMIN_REQUIRE_2FA sent the admin here right after the password. */
    required: string;
    start: string;
    starting: string;
    scan: string;
    qrAlt: string;
    typeInstead: string;
    secret: string;
    code: string;
    hint: string;
    confirm: string;
    confirming: string;
    wrongCode: string;
    expired: string;
    failed: string;
  };
  /** The ten recovery codes, shown once. */
  codes: {
    heading: string;
    intro: string;
    listLabel: string;
    copy: string;
    copied: string;
    print: string;
    done: string;
  };
  /** The admin's own settings, from the bar. */
  account: {
    link: string;
    heading: string;
    on: (recoveryCodesLeft: number) => string;
    off: string;
    renew: string;
    renewing: string;
    renewNote: string;
    back: string;
  };
}
