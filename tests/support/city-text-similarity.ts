// How much of each city page's main text is its own. City pages share a template and a company, so
// some repetition is expected; what makes a page a doorway is main text that another city page also
// says. The measure: split each page's copy into blocks, drop blocks that 8 or more city pages carry
// word for word (template labels, shared calls to action), cut the rest into 5-word shingles, and
// count the shingles no other city page has.
import { copyFor } from '../../locales/copy.js';
import { copyText } from '../helpers/page-copies.js';
import type { PageCopy } from '../../locales/page-copy.js';
import type { Locale } from '../../site/languages.js';
import { type CitySlug, citySlugs } from '../../site/slugs/cities.js';

const SHINGLE_WORDS = 5;
const BOILERPLATE_PAGES = 8;

const blocksOf = (copy: PageCopy): string[] => [copy.meta.description, ...copyText(copy)];

// Lower-cased words without Arabic diacritics or tatweel, so spelling variants of one word match.
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0670\u0640]/gu, '')
    .match(/[\p{L}\p{N}]+/gu) ?? [];

function shinglesOf(blocks: string[]): Set<string> {
  const shingles = new Set<string>();
  for (const block of blocks) {
    const words = wordsOf(block);
    if (words.length < SHINGLE_WORDS) {
      if (words.length > 0) shingles.add(words.join(' '));
      continue;
    }
    for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) shingles.add(words.slice(i, i + SHINGLE_WORDS).join(' '));
  }
  return shingles;
}

export interface CityPageSimilarity {
  slug: CitySlug;
  /** Shingles of the page after boilerplate blocks are removed. */
  shingles: number;
  /** Share (0–1) of those shingles that no other city page has. */
  ownShare: number;
  /** The city page whose shingles overlap this page's most, and that overlap as a Jaccard index (0–1). */
  closest: { slug: CitySlug; jaccard: number };
  /**
   * The city page whose vocabulary is nearest (cosine of TF-IDF word weights, 0–1). Shingles catch
   * copied sentences; this catches the same facts reworded.
   */
  nearestTopic: { slug: CitySlug; cosine: number };
}

// TF-IDF vectors of each page's words, unit length, so a dot product is their cosine.
function topicVectors(wordsBySlug: Map<CitySlug, string[]>): Map<CitySlug, Map<string, number>> {
  const pagesPerWord = new Map<string, number>();
  for (const words of wordsBySlug.values())
    for (const word of new Set(words)) pagesPerWord.set(word, (pagesPerWord.get(word) ?? 0) + 1);
  const vectors = new Map<CitySlug, Map<string, number>>();
  for (const [slug, words] of wordsBySlug) {
    const vector = new Map<string, number>();
    for (const word of words)
      vector.set(word, (vector.get(word) ?? 0) + Math.log(wordsBySlug.size / pagesPerWord.get(word)!));
    const length = Math.hypot(...vector.values()) || 1;
    for (const [word, weight] of vector) vector.set(word, weight / length);
    vectors.set(slug, vector);
  }
  return vectors;
}

const cosineOf = (a: Map<string, number>, b: Map<string, number>) =>
  [...a].reduce((sum, [word, weight]) => sum + weight * (b.get(word) ?? 0), 0);

export function cityPageSimilarity(locale: Locale): CityPageSimilarity[] {
  const pages: Record<string, PageCopy> = {
    ...copyFor('cities-main', locale).mainCities,
    ...copyFor('cities-services', locale).cityServicePages,
  };
  const blocksBySlug = new Map(
    citySlugs.map((slug) => [slug, blocksOf(pages[slug]).map((block) => wordsOf(block).join(' '))]),
  );

  const pagesPerBlock = new Map<string, number>();
  for (const blocks of blocksBySlug.values())
    for (const block of new Set(blocks)) pagesPerBlock.set(block, (pagesPerBlock.get(block) ?? 0) + 1);
  const shinglesBySlug = new Map(
    citySlugs.map((slug) => [
      slug,
      shinglesOf(blocksBySlug.get(slug)!.filter((block) => (pagesPerBlock.get(block) ?? 0) < BOILERPLATE_PAGES)),
    ]),
  );

  const topics = topicVectors(
    new Map(
      citySlugs.map((slug) => [
        slug,
        blocksBySlug
          .get(slug)!
          .filter((block) => (pagesPerBlock.get(block) ?? 0) < BOILERPLATE_PAGES)
          .flatMap((block) => block.split(' ')),
      ]),
    ),
  );

  return citySlugs.map((slug) => {
    const own = shinglesBySlug.get(slug)!;
    const others = citySlugs.filter((other) => other !== slug);
    const ownCount = [...own].filter((shingle) =>
      others.every((other) => !shinglesBySlug.get(other)!.has(shingle)),
    ).length;
    const closest = others
      .map((other) => {
        const theirs = shinglesBySlug.get(other)!;
        const shared = [...own].filter((shingle) => theirs.has(shingle)).length;
        return { slug: other, jaccard: shared / (own.size + theirs.size - shared) };
      })
      .sort((a, b) => b.jaccard - a.jaccard)[0];
    const nearestTopic = others
      .map((other) => ({ slug: other, cosine: cosineOf(topics.get(slug)!, topics.get(other)!) }))
      .sort((a, b) => b.cosine - a.cosine)[0];
    return { slug, shingles: own.size, ownShare: ownCount / own.size, closest, nearestTopic };
  });
}
