// The sign-in form.
export interface LoginCopy {
  heading: string;
  intro: string;
  username: string;
  password: string;
  submit: string;
  submitting: string;
  invalid: string;
  throttled: (seconds: number) => string;
  failed: string;
  required: string;
  /** The server refused this connection (403: plain HTTP on an https:// site, or another address
   *  than the site's); `serverReason` is the server's own explanation, in English, when it gave one. */
  refused: (serverReason: string | null) => string;
}
