// Which messages the browser gets: those its components show, found by recording what the server
// render looks up outside static regions. A client component's message brings its group, every id
// under the same parent (contact.form.name brings contact.form.*), because the rest of a group
// shows only after an interaction: a form's "sending" and "sent" texts, the hero video's "play"
// once closed. Some groups show only later on any page (the lead popup, loaded on its timer;
// validation errors; toasts; the navigation progress label), so they always go. An admin screen is
// also sent its language's whole admin catalogue, given here as `sentWhole`: its words mostly show
// once a call has answered, which no server render sees.
import { toWire } from '../locales/wire-messages.js';
import type { CompiledMessages, WireMessages } from '../site/message-catalogue.js';

const LATER_GROUPS = ['popup', 'validation', 'toast', 'navigation'];

const groupOf = (id: string) => id.slice(0, id.lastIndexOf('.'));

export interface MessageRecorder {
  /** Give this to the render: it answers every lookup and remembers the id. */
  messages: CompiledMessages;
  /** After the render: the messages the browser is sent, in their travel form. */
  clientMessages: () => WireMessages;
}

export function recordMessages(all: CompiledMessages, sentWhole?: CompiledMessages): MessageRecorder {
  const groups = new Set(LATER_GROUPS);
  const messages = new Proxy(sentWhole ? { ...all, ...sentWhole } : all, {
    get(target, id, receiver) {
      if (typeof id === 'string' && id in all) groups.add(groupOf(id));
      return Reflect.get(target, id, receiver);
    },
  });
  const clientMessages = () =>
    toWire({
      ...Object.fromEntries(
        Object.entries(all).filter(([id]) => [...groups].some((group) => id.startsWith(`${group}.`))),
      ),
      ...sentWhole,
    });
  return { messages, clientMessages };
}
