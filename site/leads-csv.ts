// The leads CSV's columns, in order; the server fills them (server/admin/leads/csv.ts) and the header
// row names them in the exporting admin's language (locales/admin-csv-headers.ts). The cells stay as
// stored (stage and source codes, days as YYYY-MM-DD) so a spreadsheet sorts and filters them the
// same in both languages.
export const csvColumns = [
  'id',
  'received',
  'name',
  'phone',
  'email',
  'company',
  'city',
  'service',
  'message',
  'source',
  'language',
  'page',
  'consent',
  'phoneE164',
  'stage',
  'lostReason',
  'owner',
  'followUpOn',
  'firstResponseAt',
  'contactLeadId',
  'landingPath',
  'referrerOrigin',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'gclid',
  'fbclid',
  'msclkid',
  'spamReason',
  'odooLeadId',
] as const;
export type CsvColumn = (typeof csvColumns)[number];
