// Meta's click id as its `_fbc` cookie and Conversions API carry it: fb.1.<creation time, epoch
// ms>.<fbclid> ("1" for the site's top-level domain). The site keeps the fbclid the visit arrived with,
// not the moment it arrived, so the lead's intake moment stands for the creation time: it is within the
// attribution cookie's 30 days of the click, and Meta reads the value as "seen no later than".
export const fbcOf = (fbclid: string, seenAt: number): string => `fb.1.${seenAt}.${fbclid}`;
