// The messages' travel form (site/message-catalogue.ts): the server sends a plain-text message as its
// string, the browser turns it back into the one-element tree react-intl reads. The browser build's
// no-parser stand-in for the parser still has these element helpers.
import { createLiteralElement, isLiteralElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessages, WireMessages } from '../site/message-catalogue.js';

export function toWire(messages: CompiledMessages): WireMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, tree]) => [
      id,
      tree.length === 1 && isLiteralElement(tree[0]) ? tree[0].value : tree,
    ]),
  );
}

export function fromWire(messages: WireMessages): CompiledMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      typeof message === 'string' ? [createLiteralElement(message)] : message,
    ]),
  );
}
