// Where the site describes one of its clients, and which cities those sentences name: each
// client's descriptions in both languages and every city name the site uses.
import { type ClientId } from '../../site/client-stories.js';
import type { Locale } from '../../site/languages.js';
import { siteTexts, type SiteText } from './site-text.js';

/** How the copy describes each client. */
export const clientDescriptions: Record<Locale, Record<ClientId, RegExp>> = {
  en: {
    'building-materials': /building materials trader/i,
    'steel-fabrication': /steel fabrication/i,
    'industrial-supplier': /industrial supplier(?!s)/i,
    'equipment-rental': /equipment rental (?:firm|company)/i,
    'mep-contractor': /\bMEP contractor\b/i,
    'food-distribution': /food distributor/i,
    logistics: /transport and logistics company/i,
    'home-goods-retail': /home goods retailer/i,
    'petrochemical-supplier': /petrochemical supplier(?!s)/i,
    'food-processing': /food processing (?:plant|company)/i,
    'import-distribution': /import and distribution group/i,
    'oilfield-services': /oilfield services firm/i,
  },
  ar: {
    'building-materials': /تاجر مواد بناء/,
    'steel-fabrication': /هياكل حديدية|تصنيع حديد/,
    'industrial-supplier': /مورّد صناعي(?!ين)/,
    'equipment-rental': /شركة تأجير معدات/,
    'mep-contractor': /مقاول أعمال كهروميكانيكية/,
    'food-distribution': /موزّع مواد غذائية/,
    logistics: /شركة نقل وخدمات لوجستية/,
    'home-goods-retail': /متجر أدوات منزلية/,
    'petrochemical-supplier': /مورّد لقطاع البتروكيماويات/,
    'food-processing': /مصنع أغذية|شركة صناعات غذائية/,
    'import-distribution': /مجموعة استيراد وتوزيع/,
    'oilfield-services': /شركة خدمات حقول النفط/,
  },
};

// An Arabic city name stands alone or after a one-letter prefix (بالدمام، والخبر), never inside a
// longer word («بالخبرة»).
const arabicCity = (stem: string) => new RegExp(`(?<!\\p{L})(?:[وبفلك]?ال|لل)${stem}(?!\\p{L})`, 'u');

/** Every city the site names, so a sentence naming the wrong one is caught too. */
export const cityPatterns: Record<Locale, Record<string, RegExp>> = {
  en: {
    riyadh: /Riyadh/,
    jeddah: /Jeddah/,
    dammam: /Dammam/,
    khobar: /Khobar/,
    dhahran: /Dhahran/,
    jubail: /Jubail/,
    'al-ahsa': /Al-Ahsa|Hofuf/,
    makkah: /Makkah/,
    qatif: /Qatif/,
    nairyah: /Nairyah/,
    'ras-tanura': /Ras Tanura/,
  },
  ar: {
    riyadh: arabicCity('رياض'),
    jeddah: /(?<!\p{L})[وبفل]?جدة(?!\p{L})/u,
    dammam: arabicCity('دمام'),
    khobar: arabicCity('خبر'),
    dhahran: arabicCity('ظهران'),
    jubail: arabicCity('جبيل'),
    'al-ahsa': /الأحساء|الهفوف/,
    makkah: /مكة/,
    qatif: arabicCity('قطيف'),
    nairyah: arabicCity('نعيرية'),
    'ras-tanura': /رأس تنورة/,
  },
};

const sentencesOf = (text: string) => text.split(/(?<=[.!?؟])\s+/);

/** Each sentence of the site that describes a client, with the cities it names. */
export function clientMentions(locale: Locale, texts: SiteText[] = siteTexts(locale)) {
  const mentions: Array<{ client: ClientId; where: string; sentence: string; cities: string[] }> = [];
  for (const { where, text } of texts) {
    for (const sentence of sentencesOf(text)) {
      for (const [client, pattern] of Object.entries(clientDescriptions[locale]) as Array<[ClientId, RegExp]>) {
        if (!pattern.test(sentence)) continue;
        const cities = Object.entries(cityPatterns[locale])
          .filter(([, city]) => city.test(sentence))
          .map(([id]) => id);
        mentions.push({ client, where, sentence, cities });
      }
    }
  }
  return mentions;
}
