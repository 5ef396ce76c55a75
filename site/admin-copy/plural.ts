// Counted words. English has one and other; Arabic has six forms (zero, one, two, few for 3 to 10,
// many for 11 to 99, other for 100 and up), chosen by the CLDR rules Intl.PluralRules applies, so a
// count reads «عميلان محتملان» or «11 عميلًا محتملًا» rather than one form for every number.
const englishRules = new Intl.PluralRules('en');
const arabicRules = new Intl.PluralRules('ar');

export interface EnglishPluralForms {
  one: string;
  other: string;
}

export type ArabicPluralForms = Record<Intl.LDMLPluralRule, string>;

export const englishPlural = (count: number, forms: EnglishPluralForms): string =>
  englishRules.select(count) === 'one' ? forms.one : forms.other;

export const arabicPlural = (count: number, forms: ArabicPluralForms): string => forms[arabicRules.select(count)];
