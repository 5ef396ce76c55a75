// Facts a Saudi CFO or a competing Odoo partner would check, over every word of copy in both
// languages (page copy, messages, blog articles) and the style guide that writers copy from. Each rule
// names the truth it guards; a failure lists the file and the sentence that broke it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Lang = 'en' | 'ar';

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : /\.(ts|md|json)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

const files: Record<Lang, string[]> = {
  en: [...walk('locales/en'), 'docs/content-style.md'],
  ar: walk('locales/ar'),
};

// A sentence: up to a full stop, question mark or line break (a markdown table row is one line;
// a line that continues a wrapped markdown paragraph is joined to it first).
const sentences = (text: string, markdown: boolean): string[] =>
  (markdown ? text.replace(/\n(?![ \t]*([|#>*-]|\d+\.|\n|$))/g, ' ') : text)
    .replace(/\\'/g, "'")
    .split(/(?<=[.?!؟])\s+|\n/)
    .map((s) => s.trim())
    .filter(Boolean);

type Rule = {
  // The truth this rule guards.
  truth: string;
  // A sentence breaks the rule when it matches `is` and, if given, does not match `unless`.
  is: RegExp | RegExp[];
  unless?: RegExp;
};

const matches = (rule: Rule, s: string) =>
  (Array.isArray(rule.is) ? rule.is.every((r) => r.test(s)) : rule.is.test(s)) && !(rule.unless && rule.unless.test(s));

// The Saudi e-invoicing modules (l10n_sa_edi, l10n_sa_edi_pos) ship in Odoo's public Community
// repository under LGPL-3: both editions can do ZATCA Phase 2.
const EDITIONS_EN = 'ZATCA Phase 2 works in both Odoo editions (l10n_sa_edi is in Community, LGPL-3)';
const EDITIONS_AR = 'وحدات الفوترة السعودية في نسخة المجتمع أيضًا: المرحلة الثانية ممكنة في النسختين';

// The Commercial Registration Law in force since 3 April 2025 gives a trader one commercial
// registration for the whole Kingdom, its number being the unified national number; branch
// sub-registrations are no longer issued (existing ones have five years to be folded in).
const CR_EN = 'One commercial registration per company since 3 April 2025';
const CR_AR = 'سجل تجاري واحد للمنشأة منذ 3 أبريل 2025';

// ZATCA's 24th Phase 2 wave (announced 26 September 2025) took in every taxpayer whose VAT-able
// revenue exceeded SAR 375,000 in 2022, 2023 or 2024, with a deadline of 30 June 2026: the
// reader's wave is no longer something still to come.
const WAVES_EN = 'Phase 2 has reached every taxpayer above SAR 375,000 (24th wave, by 30 June 2026)';
const WAVES_AR = 'شملت المرحلة الثانية كل من تجاوزت إيراداته 375,000 ريال (الموجة 24، حتى 30 يونيو 2026)';

// The Social Insurance Law in force since 3 July 2024 raises the annuities rate for Saudis first
// registered from that date by 0.5 point a year on each side, from 9% to 11% between July 2025
// and July 2028; the flat 9% belongs to those registered before it.
const GOSI_EN = 'GOSI annuities: 9% flat only for Saudis registered before 3 July 2024';
const GOSI_AR = 'المعاشات 9% ثابتة للمسجلين قبل 3 يوليو 2024 فقط';

// Odoo 20 shipped in autumn 2026 (the 20.0 branch of odoo/odoo is final). Since November 2025 Odoo
// gives each major version three years of standard support, then paid extended support: Odoo 17's
// standard support ended in September 2026, and 18, 19 and 20 are under standard support.
const ODOO_EN = 'Odoo 20 is the latest major version; three years of standard support each, 17 ended September 2026';
const ODOO_AR = 'أودو 20 أحدث إصدار رئيسي، ولكل إصدار ثلاث سنوات من الدعم القياسي، وانتهى دعم 17 في سبتمبر 2026';

// Prices are quoted as estimates in SAR: each must say whether it includes the 15% VAT.
const VAT_EN = /\b(excluding|excl\.|exclusive of|including|incl\.|inclusive of|plus|before)\s+(15%\s+)?VAT\b/i;
const VAT_AR = /(غير شامل(ة)?|شامل(ة)?|دون|قبل|مضافًا إليها|يضاف إليها) ضريبة القيمة المضافة/;

const rules: Record<Lang, Rule[]> = {
  en: [
    {
      truth: `${EDITIONS_EN}: Community does not lack a Phase 2 module`,
      is: /Community[^.\n]{0,100}\b(has no|have no|lacks?|without|does not (include|have|support|cover)|doesn't)\b[^.\n]{0,80}(ZATCA|Phase 2|e-invoicing)/i,
    },
    {
      truth: `${EDITIONS_EN}: Community needs no third-party module for it`,
      is: /third[- ]party[^.\n|]{0,40}(modules?|apps?)[^.\n|]{0,20}(for|on) (Odoo )?Community|Community[^.\n|]{0,30}third[- ]party[^.\n|]{0,20}(ZATCA|Phase 2|e-invoicing)|Community\W{0,6}Phase 2 (requires|needs)/i,
    },
    {
      truth: `${EDITIONS_EN}: a comparison table may not mark Community "No" for it`,
      is: /(ZATCA|Phase 2|e-invoicing)[^\n]*\|\s*No\s*\|\s*Yes\s*\|/i,
    },
    {
      truth: `${EDITIONS_EN}: a sentence that ties e-invoicing to Enterprise must say Community has it too`,
      is: [
        /\bEnterprise\b/,
        /ZATCA (e-invoicing|integration|module)|Phase 2|FATOORAH|e-invoic|Saudi localisation|Saudi modules|onboard/i,
      ],
      unless: /Community|both editions|either edition|in both\b/i,
    },
    {
      truth: `${EDITIONS_EN}: it does not depend on the edition`,
      is: /(ZATCA|Phase 2|e-invoicing)[^.\n]{0,100}depends? on (your|the) (Odoo )?edition/i,
    },
    {
      truth: 'Saudi VAT began in January 2018 and e-invoicing in December 2021: no "since 2014" for them',
      is: /(VAT|e-invoic|ZATCA)[^.\n]{0,120}since 2014|since 2014[^.\n]{0,60}(VAT|e-invoic|ZATCA)/i,
    },
    {
      truth: '2014 is the founding year, not the year of the Silver partnership',
      is: /Partner[^.\n]{0,40}since 2014/i,
    },
    {
      truth: 'The team is 50 to 100 employees, not 50 to 100 consultants and developers',
      is: /50\s*(to|-|–)\s*100\s+(consultants|developers|engineers)/i,
    },
    {
      truth: 'GOSI for Saudi staff: the employer also pays occupational hazards (9% + 2% + 0.75%)',
      is: /(pension|annuit)[^.]{0,120}(unemployment|SANED)|(unemployment|SANED)[^.]{0,120}(pension|annuit)/i,
      unless:
        /employer[^.]{0,80}(also|2%)[^.]{0,40}occupational hazard|occupational hazards?[^.]{0,60}(Saudi and non-Saudi|both)|11\.75/i,
    },
    {
      truth: `${CR_EN}: a branch has no commercial registration of its own`,
      is: /branch(es)?\b[^.|]{0,100}\b(own|separate)\s+(commercial registration|CR)\b/i,
      unless: /no longer|3 April 2025/i,
    },
    {
      truth: `${WAVES_EN}: the reader's wave is not presented as still to come`,
      is: /before your (Phase 2 )?wave\b|get ready for your (Phase 2 )?wave|when ZATCA announces your wave|if your ZATCA wave is close|depends on your (ZATCA )?wave/i,
      unless: /375,000|30 June 2026/,
    },
    {
      truth: `${GOSI_EN}: a 9% annuities rate says which Saudis it applies to`,
      is: /9%[^.]{0,60}\b(annuit|pension)|\b(annuit|pension)[^.]{0,40}9%/i,
      unless: /3 July 2024/,
    },
    {
      truth: 'Odoo PLM (mrp_plm) arrived with Odoo 10 in 2016: no "since 2014" for it',
      is: /PLM[^.]{0,200}since 2014|since 2014[^.]{0,120}PLM/i,
    },
    {
      truth: `${ODOO_EN}: a sentence that points to the latest or current version names Odoo 20`,
      is: [/\b(latest|newest|current|start on)\b/i, /\bOdoo 19\b/],
      unless: /Odoo 20\b/,
    },
    {
      truth: `${ODOO_EN}: Odoo 17's standard support ended in September 2026`,
      is: /\b(to|on|such as) Odoo 17\b|Odoo 17[^.]{0,120}leaves support when|Odoo 19\W{0,3}(released )?this year/i,
    },
    {
      truth: `${ODOO_EN}: support is three years per version, not "the last three versions"`,
      is: /(three|3) (most recent|latest|last|newest) (major )?versions|(last|latest) three (major )?versions/i,
      unless: /Never write/,
    },
    {
      truth: 'A SAR price says whether it includes the 15% VAT',
      is: /SAR\s?[\d,]+\s*(to|-|–)\s*(SAR\s?)?[\d,]+|\(SAR\b|(saving|discount) of up to \{amount\} SAR/i,
      unless: VAT_EN,
    },
  ],
  ar: [
    {
      truth: `${EDITIONS_AR}: لا يقال إن نسخة المجتمع تخلو من وحدة رسمية`,
      is: /المجتمع(ية)?[^.\n]{0,100}(لا تتضمن|لا تدعم|لا تشمل|تفتقد|تفتقر|تخلو)[^.\n]{0,80}(الفوترة|المرحلة|فاتورة|وحدة رسمية)/,
    },
    {
      truth: `${EDITIONS_AR}: ولا تحتاج نسخة المجتمع إلى وحدة من طرف آخر لها`,
      is: /أطراف أخرى لنسخة المجتمع|المجتمع(ية)?[^.\n|]{0,60}(طرف آخر|أطراف أخرى|وحدات خارجية)/,
    },
    {
      truth: `${EDITIONS_AR}: لا يوضع «لا» لنسخة المجتمع في جدول المقارنة`,
      is: /(المرحلة الثانية|فاتورة|الفوترة الإلكترونية)[^\n]*\|\s*لا\s*\|\s*نعم\s*\|/,
    },
    {
      truth: `${EDITIONS_AR}: كل جملة تنسب الفوترة الإلكترونية إلى نسخة المؤسسات يجب أن تذكر نسخة المجتمع`,
      is: [
        /(?<!موارد )المؤسسات|المؤسسية|المؤسسي(?!ة)|إنتربرايز/,
        /الفوترة الإلكترونية|المرحلة الثانية|«فاتورة»|التوطين السعودي|الحزمة السعودية|حزمة التوطين|بالهيئة|مع الهيئة|الفوترة السعودية/,
      ],
      unless: /المجتمع|النسختين|كلتا النسختين|كلتيهما/,
    },
    {
      truth: `${EDITIONS_AR}: ولا ترتبط بنسخة أودو`,
      is: /(الفوترة الإلكترونية|المرحلة الثانية)[^.\n]{0,100}ترتبط بإصدار أودو/,
    },
    {
      truth: 'بدأت ضريبة القيمة المضافة في يناير 2018 والفوترة الإلكترونية في ديسمبر 2021: لا «منذ 2014» لهما',
      is: /(ضريبة القيمة المضافة|الفوترة الإلكترونية)[^.\n]{0,120}منذ (عام )?2014/,
    },
    {
      truth: '2014 سنة التأسيس لا سنة الشراكة الفضية',
      is: /شريك[^.\n]{0,50}منذ (عام )?2014/,
    },
    {
      truth: 'الفريق بين 50 و100 موظف، لا 50 إلى 100 مستشار ومطوّر',
      is: /50\s*(إلى|و)\s*100\s+(مستشار|مطو)/,
    },
    {
      truth: 'التأمينات للموظف السعودي: تدفع المنشأة الأخطار المهنية أيضًا (9% + 2% + 0.75%)',
      is: /(المعاشات|التقاعد)[^.]{0,120}(التعطل|ساند)/,
      unless: /11\.75|الأخطار المهنية[^.]{0,60}(أيضًا|كذلك|للسعودي)|(أيضًا|كذلك)[^.]{0,60}الأخطار المهنية/,
    },
    {
      truth: `${CR_AR}: لا سجل تجاريًا مستقلًا للفرع`,
      is: /(الفروع|فرع|الفرع)[^.|]{0,100}(سجله|سجلها|سجلاتها) التجاري/,
      unless: /لم يعد|لم تعد|3 أبريل 2025/,
    },
    {
      truth: `${WAVES_AR}: لا تُقدَّم موجة القارئ على أنها لم تأتِ بعد`,
      is: /قبل (بدء |موعد )?موجتكم|استعدوا (لموجتكم|لموعد موجتكم)|عندما تعلن[^.]{0,60}عن موجتكم|إن اقتربت موجتكم|يعتمد ذلك على موجتكم/,
      unless: /375,000|30 يونيو 2026/,
    },
    {
      truth: `${GOSI_AR}: تُذكر الفئة التي تنطبق عليها نسبة 9% للمعاشات`,
      is: /9%[^.]{0,60}(المعاشات|التقاعد)|(المعاشات|التقاعد)[^.]{0,40}9%/,
      unless: /3 يوليو 2024/,
    },
    {
      truth: 'وصل تطبيق إدارة دورة حياة المنتج مع أودو 10 عام 2016: لا «منذ 2014» له',
      is: /دورة حياة المنتج[^.]{0,200}منذ (عام )?2014|منذ (عام )?2014[^.]{0,120}دورة حياة المنتج/,
    },
    {
      truth: `${ODOO_AR}: الجملة التي تشير إلى أحدث إصدار أو الإصدار الحالي تذكر أودو 20`,
      is: [/أحدث|الحالي|ابدؤوا على/, /أودو 19/],
      unless: /أودو 20/,
    },
    {
      truth: `${ODOO_AR}: انتهى الدعم القياسي لأودو 17 في سبتمبر 2026`,
      is: /(إلى|على|مثل) أودو 17|أودو 17[^.]{0,120}يخرج[^.]{0,60}من الدعم عند/,
    },
    {
      truth: `${ODOO_AR}: الدعم ثلاث سنوات لكل إصدار، لا «الإصدارات الثلاثة الأحدث»`,
      is: /الإصدارات (الرئيسية )?الثلاثة (الأحدث|الأخيرة)|(أحدث|آخر) ثلاث(ة)? إصدارات/,
    },
    {
      truth: 'كل سعر بالريال يذكر هل يشمل ضريبة القيمة المضافة (15%)',
      is: /[\d,]+\s*(إلى|و|-|–)\s*[\d,]+\s*ريال|\(ريال[)،,]|(خصم|توفير) يصل إلى \{amount\} ريال/,
      unless: VAT_AR,
    },
  ],
};

const violations = (lang: Lang) =>
  files[lang].flatMap((file) =>
    sentences(readFileSync(file, 'utf8'), file.endsWith('.md')).flatMap((s) =>
      rules[lang].filter((r) => matches(r, s)).map((r) => `${file}: [${r.truth}] ${s.slice(0, 240)}`),
    ),
  );

describe('facts in the copy', () => {
  it.each(['en', 'ar'] as const)('%s copy makes none of the known wrong claims', (lang) => {
    expect(files[lang].length).toBeGreaterThan(40);
    expect(violations(lang)).toEqual([]);
  });

  it('catches the wrong claims it is meant to catch', () => {
    const caught = (lang: Lang, text: string) =>
      sentences(text, false).some((s) => rules[lang].some((r) => matches(r, s)));
    for (const s of [
      'Odoo Community has no official Phase 2 module.',
      '| ZATCA Phase 2 | Official module in Enterprise; third-party modules for Community |',
      'The Phase 2 module is part of Odoo Enterprise.',
      'We have configured Saudi VAT and e-invoicing in Odoo since 2014.',
      'Certified Odoo Silver Partner · Since 2014',
      'Our team of 50 to 100 consultants and developers is based in Dammam.',
      'Saudi employees and their employer contribute to pensions and to unemployment insurance, while for non-Saudi employees the employer pays occupational hazard insurance.',
      'Some features, such as ZATCA Phase 2 e-invoicing, depend on your Odoo edition rather than on the app.',
      "Branches share the parent company's VAT number and use their own commercial registration number.",
      'We configure Odoo and prepare you before your Phase 2 wave starts.',
      'It depends on your wave.',
      'A Saudi employee pays 9% for annuities (pensions) and 0.75% for SANED.',
      'Our consultants have implemented Odoo Manufacturing and PLM since 2014.',
      '| Starting a new Odoo project | Start on Odoo 19 unless a module is missing |',
      "Odoo's policy is to support the three most recent major versions.",
      'Version upgrades, for example from Odoo 14, 15 or 16 to Odoo 17, 18 or 19',
      'As an estimate, budget SAR 10,000 to 60,000.',
      '| Integration type | Examples | Estimated cost (SAR) |',
    ])
      expect(caught('en', s), s).toBe(true);
    for (const s of [
      'أما نسخة المجتمع فلا تتضمن وحدة رسمية لهذه المرحلة.',
      'ووحدة المرحلة الثانية جزء من نسخة المؤسسات.',
      'يهيّئ فريقنا ضريبة القيمة المضافة والفوترة الإلكترونية في أودو منذ 2014.',
      'شريك أودو الفضي المعتمد · منذ 2014',
      'يعمل فريقنا من 50 إلى 100 مستشار ومطوّر من الدمام.',
      'فالموظف السعودي ومنشأته يشتركان في فرع المعاشات وفي التأمين ضد التعطل عن العمل، أما الموظف غير السعودي فتدفع المنشأة عنه اشتراك الأخطار المهنية.',
      'تشترك الفروع في الرقم الضريبي للمنشأة الأم، ولكل فرع سجله التجاري.',
      'ونجهزكم قبل بدء موجتكم في المرحلة الثانية.',
      'يدفع الموظف السعودي 9% لفرع المعاشات و0.75% لساند.',
      'ينفّذ مستشارونا تطبيقَي التصنيع وإدارة دورة حياة المنتج في أودو منذ 2014.',
      '| مشروع أودو جديد لم يبدأ بعد | ابدؤوا على أودو 19 ما لم تكن وحدة خارجية أساسية غير متوافرة له بعد |',
      'جرت سياسة أودو على دعم الإصدارات الرئيسية الثلاثة الأحدث.',
      'ويمكن تقديرها بين 10,000 و60,000 ريال.',
      '| نوع الربط | أمثلة | التكلفة التقديرية (ريال) |',
    ])
      expect(caught('ar', s), s).toBe(true);
    expect(caught('en', 'The Saudi e-invoicing modules ship in both Community and Enterprise.')).toBe(false);
    for (const s of [
      'Groups often run several legal entities, each with its own commercial registration and VAT number.',
      'For Saudis first registered before 3 July 2024, the employee pays 9% for annuities.',
      'Odoo 17 came out in late 2023, Odoo 18 in late 2024 and Odoo 19 in late 2025.',
      'As an estimate, budget SAR 10,000 to 60,000, excluding VAT.',
    ])
      expect(caught('en', s), s).toBe(false);
    for (const s of [
      'كثيرًا ما تضم المجموعات عدة كيانات قانونية، لكلٍّ منها سجله التجاري ورقمه الضريبي.',
      'ويمكن تقديرها بين 10,000 و60,000 ريال غير شاملة ضريبة القيمة المضافة.',
    ])
      expect(caught('ar', s), s).toBe(false);
  });

  // Facts a reader must find stated, not merely not contradicted.
  it.each([
    ['locales/en/blog/zatca-e-invoicing-fatoorah-guide.md', [/SAR 375,000/, /30 June 2026/]],
    ['locales/ar/blog/zatca-e-invoicing-fatoorah-guide.md', [/375,000 ريال/, /30 يونيو 2026/]],
    ['locales/en/services.ts', [/SAR 375,000/, /30 June 2026/]],
    ['locales/ar/services.ts', [/375,000 ريال/, /30 يونيو 2026/]],
    [
      'docs/content-style.md',
      [/SAR 375,000/, /30 June 2026/, /3 April 2025/, /3 July 2024/, /11%/, /Odoo 20/, /September 2026/],
    ],
    ['locales/en/blog/odoo-19-saudi-arabia.md', [/three years of standard support/, /September 2026/]],
    ['locales/ar/blog/odoo-19-saudi-arabia.md', [/ثلاث سنوات من الدعم القياسي/, /سبتمبر 2026/]],
  ] as const)('%s states the current facts', (file, facts) => {
    const text = readFileSync(file, 'utf8');
    for (const fact of facts) expect(text, `${file} should state ${fact}`).toMatch(fact);
  });
});
