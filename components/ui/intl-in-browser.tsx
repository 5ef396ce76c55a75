// react-intl as the browser uses it, in a few hundred bytes: the client build puts this module in
// react-intl's place (vite-plugins/intl-for-browser.ts), and the server keeps the library. The
// browser only ever formats messages the server parsed already (arguments, plurals, selects and
// numbers in ICU trees) and plain numbers, so it needs neither formatjs' formatter nor its caches;
// the words come out exactly as the library writes them on the server, so hydration matches.
import { createContext, createElement, Fragment, useContext, useMemo, type ReactNode } from 'react';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

type Values = Record<string, unknown>;
type Part = string | ReactNode;

export interface IntlShape {
  locale: string;
  messages: Record<string, MessageFormatElement[]>;
  formatMessage(descriptor: { id: string }, values?: Values): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

// The element types of @formatjs/icu-messageformat-parser (its TYPE enum).
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

interface Options {
  value: MessageFormatElement[];
}

function partsOf(elements: MessageFormatElement[], values: Values, locale: string, pluralValue: number | null): Part[] {
  const parts: Part[] = [];
  for (const element of elements as Array<MessageFormatElement & Record<string, unknown>>) {
    const value = values[element.value as string];
    switch (element.type as number) {
      case LITERAL:
        parts.push(element.value as string);
        break;
      case ARGUMENT:
        // As react-intl: a string or number argument is its text, a missing one is nothing.
        parts.push(typeof value === 'number' ? String(value) : ((value ?? '') as Part));
        break;
      case NUMBER:
        parts.push(new Intl.NumberFormat(locale).format(value as number));
        break;
      case POUND:
        parts.push(new Intl.NumberFormat(locale).format(pluralValue ?? 0));
        break;
      case SELECT: {
        const options = element.options as Record<string, Options>;
        parts.push(...partsOf((options[String(value)] ?? options.other).value, values, locale, pluralValue));
        break;
      }
      case PLURAL: {
        const options = element.options as Record<string, Options>;
        const n = Number(value) - ((element.offset as number) ?? 0);
        const rule = new Intl.PluralRules(locale, { type: element.pluralType as Intl.PluralRuleType }).select(n);
        const chosen = options[`=${Number(value)}`] ?? options[rule] ?? options.other;
        parts.push(...partsOf(chosen.value, values, locale, n));
        break;
      }
      default:
        // Dates, times and tags: no message of the site uses them.
        break;
    }
  }
  return parts;
}

function intlOf(locale: string, messages: Record<string, MessageFormatElement[]>): IntlShape {
  return {
    locale,
    messages,
    formatMessage({ id }, values = {}) {
      const message = messages[id];
      if (!message) return id;
      // Neighbouring words are one text, as react-intl joins them (the server's HTML has one text node).
      const parts = partsOf(message, values, locale, null).reduce<Part[]>((joined, part) => {
        const last = joined.length - 1;
        if (typeof part === 'string' && typeof joined[last] === 'string') joined[last] += part;
        else joined.push(part);
        return joined;
      }, []);
      if (parts.every((part) => typeof part === 'string')) return parts.join('');
      // Words with an element among them (a link, an isolated name) come back as nodes, as react-intl's do.
      return createElement(Fragment, null, ...parts) as unknown as string;
    },
    formatNumber: (value, options) => new Intl.NumberFormat(locale, options).format(value),
  };
}

const Context = createContext<IntlShape | null>(null);

export function IntlProvider(props: {
  locale: string;
  messages: Record<string, MessageFormatElement[]>;
  defaultLocale?: string;
  onError?: () => void;
  children: ReactNode;
}) {
  const { locale, messages, children } = props;
  const intl = useMemo(() => intlOf(locale, messages), [locale, messages]);
  return <Context.Provider value={intl}>{children}</Context.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(Context);
  if (!intl) throw new Error('useIntl must be used within an IntlProvider');
  return intl;
}
