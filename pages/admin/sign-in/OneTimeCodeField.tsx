// The box a code is typed into: digits keyboard on a phone, the code an SMS or app offers filled in
// by the browser, and left to right in Arabic too (a code is read digit by digit).
import { TextField } from '../../../components/forms/Field.js';

export function OneTimeCodeField(props: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={props.id}
      label={props.label}
      hint={props.hint}
      error={props.error}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      dir="ltr"
      maxLength={40}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
