// The foot of the sign-in steps (password, then code) and of setting up the code: the step's error,
// if any, and its button.

interface SignInSubmitProps {
  error: string | null;
  busy: boolean;
  /** Not ready to send yet (a field still empty); the button keeps its words. */
  disabled?: boolean;
  /** The step's own words for its button, and while it waits for the server. */
  text: { submit: string; submitting: string };
}

export function SignInSubmit({ error, busy, disabled = false, text }: SignInSubmitProps) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy || disabled}
        className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {busy ? text.submitting : text.submit}
      </button>
    </>
  );
}
