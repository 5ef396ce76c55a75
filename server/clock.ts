// What time it is, as the app reads it: handed to createApp with the rest of its parts, so that
// "this week", "today" and "overdue" come from one reading per request that a test can pin, instead
// of each place asking the system clock (a test and the server reading it a moment apart land in
// different Riyadh weeks on a Saturday evening).
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
