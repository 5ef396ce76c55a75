// One duration per scope: every implementation duration the site states, in page copy (built from
// site/implementation-durations.ts) and in the Markdown articles (which state it by hand), is the
// range the table holds for the scope its words describe, in both languages.
import { describe, expect, it } from 'vitest';
import { durationText, rangeText } from '../../locales/implementation-durations.js';
import { caseStudyClients, clients } from '../../site/client-stories.js';
import {
  durationSpan,
  implementationDurations,
  type DurationRange,
  type ImplementationScope,
} from '../../site/implementation-durations.js';
import type { Locale } from '../../site/languages.js';
import { durationStatements, type StatedRange, type StatedScope } from '../support/duration-statements.js';
import { siteTexts } from '../support/site-text.js';

// Pages about other work than an Odoo implementation (custom apps, AI, a consultation, a gap
// analysis, a module, an integration, training) state their own durations.
const otherWork =
  /web-apps|ai-solutions|consultation|gap-analysis|customization|odoo-integration|odoo-migration|training|zatca/;

const asStated = (range: DurationRange): StatedRange => ({ from: range.from, to: range.to, unit: range.unit });

function spanOf(scopes: readonly ImplementationScope[]): StatedRange {
  const { from, to } = durationSpan(scopes);
  const range: StatedRange = { from: from.from, fromUnit: from.unit, to: to.to, unit: to.unit };
  if (range.fromUnit === range.unit) delete range.fromUnit;
  return range;
}

const expected = (scope: StatedScope): StatedRange =>
  scope === 'case-studies'
    ? spanOf(caseStudyClients.map((id) => clients[id].project.scope))
    : scope === 'odoo-span'
      ? spanOf(['focused', 'extended'])
      : asStated(implementationDurations[scope]);

const statementsOf = (locale: Locale) =>
  durationStatements(
    locale,
    siteTexts(locale).filter(({ where }) => !otherWork.test(where)),
  );

describe('implementation durations', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`are the table's range wherever the copy states one (${locale})`, () => {
      const statements = statementsOf(locale);
      for (const { where, text, range, scope } of statements)
        expect(range, `${where} (${scope}): ${text}`).toEqual(expected(scope));
    });

    it(`are stated for every scope, and where a visitor compares them (${locale})`, () => {
      const statements = statementsOf(locale);
      const said = (wherePart: string, scope: StatedScope) =>
        statements.some((s) => s.where.includes(wherePart) && s.scope === scope);
      for (const scope of Object.keys(implementationDurations) as ImplementationScope[])
        expect(said('', scope), scope).toBe(true);
      for (const [wherePart, scope] of [
        ['services.ts.services.odoo-implementation', 'focused'],
        ['services.ts.services.odoo-implementation', 'extended'],
        ['clients.ts.clientsPage', 'focused'],
        ['odoo-saudi-arabia.ts', 'focused'],
        ['cities-main.ts.mainCities.odoo-riyadh', 'focused'],
        ['implementations.ts', 'case-studies'],
        ['blog/odoo-erp-implementation-costs.md', 'focused'],
        ['blog/odoo-erp-implementation-costs.md', 'extended'],
        ['blog/odoo-erp-implementation-costs.md', 'group'],
        ['blog/odoo-implementation-steps-guide.md', 'focused'],
        ['blog/odoo-implementation-guide.md', 'focused'],
        ['blog/odoo-vs-sap.md', 'odoo-span'],
        ['blog/odoo-vs-oracle.md', 'odoo-span'],
      ] as const)
        expect(said(wherePart, scope), `${wherePart} ${scope}`).toBe(true);
    });
  }

  it('are written the way the articles write them, and read back as the same range', () => {
    expect(durationText('focused', 'en')).toBe('8 to 14 weeks');
    expect(durationText('focused', 'ar')).toBe('من 8 إلى 14 أسبوعًا');
    expect(durationText('rental', 'ar')).toBe('من شهرين إلى 4 أشهر');
    expect(durationText('fleet', 'ar')).toBe('من أسبوعين إلى 6 أسابيع');
    expect(durationText('group', 'en')).toBe('9 months or more');
    expect(durationText('group', 'ar')).toBe('9 أشهر فأكثر');
    for (const locale of ['en', 'ar'] as const)
      for (const [scope, range] of Object.entries(implementationDurations)) {
        const text = `${locale === 'en' ? 'A core rollout takes' : 'يستغرق نطاق محدود'} ${rangeText(range, locale)}.`;
        expect(durationStatements(locale, [{ where: scope, text }])[0]?.range, text).toEqual(asStated(range));
      }
  });

  it('catch a scope stated with another range', () => {
    const old = (locale: Locale, text: string) => durationStatements(locale, [{ where: 'old', text }])[0];
    expect(
      old(
        'en',
        'Core finance and operations modules live within an agreed scope, usually estimated at two to four months.',
      ),
    ).toMatchObject({ scope: 'focused', range: { from: 2, to: 4, unit: 'months' } });
    expect(
      old('en', 'As an estimate, a single company on core modules takes three to six months and groups take longer.'),
    ).toMatchObject({ scope: 'focused', range: { from: 3, to: 6, unit: 'months' } });
    expect(
      old('ar', 'وتقديريًا تحتاج الشركة الواحدة بالتطبيقات الأساسية من 3 إلى 6 أشهر، وتطول المدة للمجموعات.'),
    ).toMatchObject({
      scope: 'focused',
      range: { from: 3, to: 6, unit: 'months' },
    });
    expect(old('ar', '| صغير | شركة واحدة | من 40,000 إلى 120,000 | من شهرين إلى 4 أشهر |')).toMatchObject({
      scope: 'focused',
      range: { from: 2, to: 4, unit: 'months' },
    });
  });
});
