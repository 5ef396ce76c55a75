// The phone field every lead form asks for: typed left to right (also on Arabic pages), with the
// phone keypad on mobiles, required.
import type { ChangeEvent } from 'react';
import { TextField } from './Field.js';

interface Props {
  idPrefix: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  placeholder?: string;
}

export function PhoneField({ idPrefix, ...field }: Props) {
  return (
    <TextField
      id={`${idPrefix}-phone`}
      name="phone"
      type="tel"
      dir="ltr"
      inputMode="tel"
      autoComplete="tel"
      required
      {...field}
    />
  );
}
