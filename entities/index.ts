// Every entity and migration, in one list for the DataSource.
import { Lead } from './Lead.js';
import { CreateLeadAndSession1732250000000 } from './migrations/1732250000000-CreateLeadAndSession.js';
import { Session } from './Session.js';

export { Lead, Session };
export const entities = [Lead, Session];
export const migrations = [CreateLeadAndSession1732250000000];
