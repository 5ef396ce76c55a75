// Where a lead came from: the first page of the visit that produced it, the other site that sent
// the visitor (its origin only, never the full address), and the campaign parameters and ad click
// ids the visit arrived with. First-party only: nothing of it goes to a third party.
export const campaignParameters = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const clickIdParameters = ['gclid', 'fbclid', 'msclkid'] as const;
export type CampaignParameter = (typeof campaignParameters)[number];
export type ClickIdParameter = (typeof clickIdParameters)[number];

/** Longest value kept of each parameter; longer ones are cut, not refused. */
export const ATTRIBUTION_VALUE_MAX = 200;
export const LANDING_PATH_MAX = 500;
export const REFERRER_ORIGIN_MAX = 200;

export interface Attribution {
  landingPath: string | null;
  referrerOrigin: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  gclid: string | null;
  fbclid: string | null;
  msclkid: string | null;
}

export const NO_ATTRIBUTION: Attribution = {
  landingPath: null,
  referrerOrigin: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  gclid: null,
  fbclid: null,
  msclkid: null,
};

/** The Attribution field each URL parameter fills. */
export const parameterFields = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
  gclid: 'gclid',
  fbclid: 'fbclid',
  msclkid: 'msclkid',
} as const satisfies Record<CampaignParameter | ClickIdParameter, keyof Attribution>;

export type ParameterField = (typeof parameterFields)[keyof typeof parameterFields];
export const parameterFieldNames = Object.values(parameterFields);
