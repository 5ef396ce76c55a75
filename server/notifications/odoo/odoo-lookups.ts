// The records a lead points at in Odoo, found by name: the sales team (ODOO_TEAM, never created —
// a wrong name is for the operator to fix), the lead's language when Odoo has it installed, and the
// form's tag and the campaign's UTM source, medium and campaign, created when missing. Created ones
// carry an external id derived from their name, so two workers creating the same one at once end
// with one record (the second import updates the first's instead of adding another).
// Answers are remembered for a few minutes: a burst of leads costs two calls each, not eight.
import { createHash } from 'node:crypto';
import type { OdooRpcClient } from './odoo-rpc.js';
import { EXTERNAL_ID_MODULE } from './odoo-lead-values.js';
import { OdooValidationError } from './odoo-rpc.js';

const REMEMBER_MS = 10 * 60_000;

/** Odoo's codes for the site's two languages, best first (ar_001 is Odoo's "Arabic"). */
const ODOO_LANGUAGE_CODES: Record<'en' | 'ar', string[]> = {
  en: ['en_US', 'en_GB'],
  ar: ['ar_001', 'ar_SA', 'ar_SY'],
};

type NamedModel = 'crm.tag' | 'utm.source' | 'utm.medium' | 'utm.campaign';

export class OdooLookups {
  // Promises, so that deliveries running side by side ask Odoo once and share the answer.
  private readonly remembered = new Map<string, { id: Promise<number | undefined>; until: number }>();

  constructor(
    private readonly client: OdooRpcClient,
    private readonly teamName: string | undefined,
  ) {}

  /** After a refused import a remembered id may be the reason (a record deleted in Odoo). */
  forget(): void {
    this.remembered.clear();
  }

  async teamId(signal: AbortSignal): Promise<number | undefined> {
    const name = this.teamName;
    if (!name) return undefined;
    return this.remember(`crm.team:${name}`, async () => {
      const [team] = await this.client.searchRead('crm.team', [['name', '=', name]], ['id'], signal, 1);
      if (!team) throw new OdooValidationError(`crm.team: Odoo has no sales team named "${name}" (ODOO_TEAM)`);
      return team.id;
    });
  }

  langId(locale: string, signal: AbortSignal): Promise<number | undefined> {
    const codes = ODOO_LANGUAGE_CODES[locale === 'ar' ? 'ar' : 'en'];
    return this.remember(`res.lang:${codes[0]}`, async () => {
      const found = await this.client.searchRead('res.lang', [['code', 'in', codes]], ['code'], signal);
      // Not installed: the lead goes without a language rather than not at all.
      return codes.map((code) => found.find((lang) => lang.code === code)?.id).find((id) => id !== undefined);
    });
  }

  /**
   * The record of this model with this name, created when there is none. UTM records are found as
   * Odoo's own utm.mixin `_find_or_create_record` finds them (addons/utm/models/utm_mixin.py): the
   * name stripped, compared with `=ilike` (case-insensitive, so "Riyadh-Q1" reuses "riyadh-q1"), and
   * archived ones included (`active_test: false`), so the site never adds a twin that Odoo's own
   * website tracking would not have added. Tags are matched exactly, as before.
   */
  named(model: NamedModel, rawName: string, signal: AbortSignal): Promise<number> {
    const utm = model !== 'crm.tag';
    const name = utm ? rawName.trim() : rawName;
    return this.remember(`${model}:${utm ? name.toLowerCase() : name}`, async () => {
      const [existing] = await this.client.searchRead(
        model,
        [['name', utm ? '=ilike' : '=', name]],
        ['id'],
        signal,
        utm ? { limit: 1, context: { active_test: false } } : 1,
      );
      if (existing) return existing.id;
      const externalId = `${EXTERNAL_ID_MODULE}.${model.replace('.', '_')}_${createHash('sha256').update(name).digest('hex').slice(0, 20)}`;
      // A campaign's name is computed from its title since Odoo 16; both are given so either reads it.
      const fields = model === 'utm.campaign' ? ['id', 'name', 'title'] : ['id', 'name'];
      const row = model === 'utm.campaign' ? [externalId, name, name] : [externalId, name];
      const [id] = await this.client.load(model, fields, [row], signal);
      return id!;
    }) as Promise<number>;
  }

  private remember<T extends number | undefined>(key: string, find: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const known = this.remembered.get(key);
    if (known && known.until > now) return known.id as Promise<T>;
    const id = find();
    const entry = { id, until: now + REMEMBER_MS };
    this.remembered.set(key, entry);
    // A failed lookup is not remembered: the next delivery asks again.
    id.catch(() => this.remembered.get(key) === entry && this.remembered.delete(key));
    return id;
  }
}
