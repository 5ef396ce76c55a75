// Shorthand for a translated string by id, used all over the layout. The id must exist (MessageId).
import { useIntl } from 'react-intl';
import type { MessageId } from '../../locales/message-ids.js';

/** For text that may be a message id or already words (a form error from the server): the message
 * when the id exists, the text as it is otherwise. */
export function useMessageOrText() {
  const intl = useIntl();
  return (idOrText: string) => (idOrText in intl.messages ? intl.formatMessage({ id: idOrText }) : idOrText);
}

export function useT() {
  const intl = useIntl();
  return (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}
