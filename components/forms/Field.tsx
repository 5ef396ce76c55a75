// A labelled form field with its error under it and a red border, shared by the popup,
// the contact form and the landing form. The error is tied to the input for screen readers.
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface Common {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

const base =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-500/40';
const border = (error?: string) => (error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300');

function Label({ id, label, hint }: Common) {
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
      {label}
      {hint ? <span className="ms-1 font-normal text-slate-600">({hint})</span> : null}
    </label>
  );
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

export function TextField({ id, label, error, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <Label id={id} label={label} hint={hint} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${base} ${border(error)}`}
        {...input}
      />
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div>
      <Label id={id} label={label} hint={hint} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${base} ${border(error)}`}
        {...input}
      />
      <ErrorText id={id} error={error} />
    </div>
  );
}
