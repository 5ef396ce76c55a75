// Where the "Skip to leads" link lands: the inbox's list itself, past the bar and the filters.
export const LEADS_LIST_ID = 'leads-list';
