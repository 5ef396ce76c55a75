// Prints, per language, how much of each city page's main text is its own and which city page it
// is closest to. Run with `npx tsx scripts/city-similarity.ts`.
import { cityPageSimilarity } from '../tests/support/city-text-similarity.js';

for (const locale of ['en', 'ar'] as const) {
  const rows = cityPageSimilarity(locale);
  console.log(`\n${locale}: page | shingles | own text | closest page (Jaccard) | nearest topic (cosine)`);
  for (const row of rows) {
    console.log(
      `${row.slug} | ${row.shingles} | ${(row.ownShare * 100).toFixed(0)}% | ${row.closest.slug} (${row.closest.jaccard.toFixed(3)}) | ${row.nearestTopic.slug} (${row.nearestTopic.cosine.toFixed(2)})`,
    );
  }
  const own = rows.map((row) => row.ownShare).sort((a, b) => a - b);
  console.log(
    `lowest own text ${(own[0] * 100).toFixed(0)}%, median ${(own[Math.floor(own.length / 2)] * 100).toFixed(0)}%`,
  );
}
