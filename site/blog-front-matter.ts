// The one definition of an article's front matter. The Vite plugin (build time) and the
// server's feed (tsx, startup) both parse articles with readFrontMatter(), so they cannot disagree.
import { parse } from 'yaml';
import { z } from 'zod';

export const blogCategories = [
  'implementation',
  'comparisons',
  'zatca',
  'industries',
  'modules',
  'integrations',
] as const;
export type BlogCategory = (typeof blogCategories)[number];

// YAML 1.2 (the yaml package's default) keeps 2025-04-22 a string, so dates stay timezone-free.
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'not a calendar date',
  );

export const frontMatterSchema = z
  .object({
    title: z.string().trim().min(10).max(120),
    description: z.string().trim().min(50).max(220),
    category: z.enum(blogCategories),
    published: isoDate,
    updated: isoDate,
    keywords: z.array(z.string().trim().min(2)).min(1),
  })
  .strict()
  .refine((fm) => fm.updated >= fm.published, { message: 'updated is before published', path: ['updated'] });

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** Splits "---\nyaml\n---\nbody" and validates the YAML; throws with the file name on any problem. */
export function readFrontMatter(raw: string, file: string): { frontMatter: FrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${file}: no front matter (the file must start with a --- block)`);
  const result = frontMatterSchema.safeParse(parse(match[1]));
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`${file}: invalid front matter: ${problems}`);
  }
  return { frontMatter: result.data, body: match[2] };
}
