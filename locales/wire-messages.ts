// Parsed messages as they travel to the browser: a message that is plain text (most of them) goes as
// its string rather than as a one-element AST, a fifth of the size; the browser restores the AST
// before react-intl reads it.
import type { CompiledMessages } from './messages.js';

export type WireMessages = Record<string, CompiledMessages[string] | string>;

// The parser's TYPE.literal; the browser build has no parser to import it from.
const LITERAL = 0;

export function toWire(messages: CompiledMessages): WireMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, ast]) => [id, ast.length === 1 && ast[0].type === LITERAL ? ast[0].value : ast]),
  );
}

export function fromWire(messages: WireMessages): CompiledMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      typeof message === 'string' ? [{ type: LITERAL, value: message }] : message,
    ]),
  ) as CompiledMessages;
}
