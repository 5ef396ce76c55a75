// The field every lead form has and no person fills: it is visually hidden, hidden from assistive
// technology and out of the tab order, with a name a form-filling script expects to fill. A lead
// that has it filled is stored as spam. On its own, so a form that validates nothing in the browser
// (the estimate's) does not bring the lead schema's validation library with its trap.
export const HONEYPOT_FIELD = 'website';
