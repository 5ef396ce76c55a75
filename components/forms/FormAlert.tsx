// A message about the whole form (the lead was not stored, the hourly quota is used), announced to
// screen readers as it appears. Renders nothing without a message id.
import { useMessageOrText } from '../ui/Msg.js';

export function FormAlert({ messageId, className = '' }: { messageId?: string; className?: string }) {
  const messageOrText = useMessageOrText();
  if (!messageId) return null;
  return (
    <p role="alert" className={`rounded-lg bg-red-50 p-3 font-semibold text-red-800 ${className}`}>
      {messageOrText(messageId)}
    </p>
  );
}
