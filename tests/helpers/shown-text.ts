// What a rendered page can put on screen or have read aloud, as one string: the document's text
// (scripts and styles removed) and the attributes browsers show or speak.
import { allMatches, decode } from './html.js';

const SHOWN_ATTRIBUTE = /\s(?:title|alt|placeholder|aria-label|aria-description|label|value)="([^"]*)"/g;

export function shownText(html: string): string {
  const withoutCode = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ');
  const attributes = allMatches(withoutCode, SHOWN_ATTRIBUTE);
  return decode([withoutCode.replace(/<[^>]*>/g, ' '), ...attributes].join('\n'));
}
