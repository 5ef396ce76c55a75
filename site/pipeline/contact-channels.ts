// The ways a salesperson reaches a lead in one tap from the admin; each tap is recorded on the
// lead's timeline as an attempt, and the first one starts the team's response clock.
export const contactChannels = ['call', 'whatsapp', 'email'] as const;
export type ContactChannel = (typeof contactChannels)[number];
