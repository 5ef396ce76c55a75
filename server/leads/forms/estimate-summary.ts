// An estimate as the sales team reads it, in English like every lead's fixed words: each answer, the
// range with and without VAT and the duration, and the address that shows the same estimate again.
// It becomes the lead's message, so the admin, the email and Odoo's description all carry it.
import { durationText } from '../../../locales/implementation-durations.js';
import { excludingVat, includingVat, sarRange } from '../../../locales/implementation-prices.js';
import { translator } from '../../../locales/messages.js';
import { rangeWithVat } from '../../../site/implementation-prices.js';
import { answersQuery, estimate, type EstimateAnswers } from '../../../site/price-estimate.js';

export function estimateSummary(answers: EstimateAnswers, siteUrl: string): string {
  const t = translator('en');
  const result = estimate(answers);
  const list = (names: string[]) => (names.length ? names.join(', ') : 'none');
  return [
    'Estimate requested on the pricing page.',
    `Users: ${answers.users}`,
    `Apps: ${list(answers.apps.map((app) => t(`estimate.app.${app}`)))}`,
    `Companies and branches: ${answers.branches}`,
    `Industry: ${t(`estimate.industry.${answers.industry}`)}`,
    `Integrations: ${list(answers.integrations.map((integration) => t(`estimate.integration.${integration}`)))}`,
    `Data migration: ${t(`estimate.migration.${answers.migration}`)}`,
    `Hosting: ${t(`estimate.hosting.${answers.hosting}`)}`,
    `Estimate: ${t(`prices.size.${result.size}`)}, ${sarRange(result.range, 'en')} ${excludingVat.en} (${sarRange(rangeWithVat(result.range), 'en')} ${includingVat.en}), ${durationText(result.duration, 'en')}`,
    `Answers: ${siteUrl}/pricing?${answersQuery(answers)}`,
  ].join('\n');
}
