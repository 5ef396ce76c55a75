// The UI messages' two forms: parsed, as react-intl reads them (locales/messages.ts parses them once
// on the server), and as the browser is sent them in the page context.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A language's messages by id, each parsed into its ICU syntax tree. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * The messages a page's browser components show, as sent: a message that is plain text (most of
 * them) travels as its string, a fifth of its one-element tree; any other as its tree.
 */
export type WireMessages = Record<string, MessageFormatElement[] | string>;
