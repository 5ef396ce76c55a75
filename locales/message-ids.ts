// Every UI message id, as a type: the English catalogue's keys (the Arabic one has the same keys, a
// unit test checks). A message id that does not exist fails the typecheck instead of shipping as
// its raw id.
import type enMessages from './en/messages.json';

export type MessageId = keyof typeof enMessages;
