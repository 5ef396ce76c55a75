// AI solution pages under /ai-solutions/{slug}; words in locales/{en,ar}/ai-solutions.ts.
export const aiSolutionSlugs = [
  'ai-voice-agent',
  'chatbot',
  'ai-automations',
  'email-parser',
  'voice-to-text',
  'doc-ai',
  'text-extract',
  'safety-ai',
] as const;
export type AiSolutionSlug = (typeof aiSolutionSlugs)[number];
