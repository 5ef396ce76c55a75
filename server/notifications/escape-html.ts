// Text placed in the HTML the notifications write (the lead email, the invitation, Odoo's lead
// description): the five characters that could open a tag or end an attribute become entities.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
