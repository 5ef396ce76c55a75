// A small client for Odoo's external JSON-RPC API: one POST to /jsonrpc per call, answers mapped to
// typed results, faults mapped to errors an operator can act on.
//
// Protocol as documented in Odoo's "External API" reference for 17.0 and 18.0 (services `common`
// with version/authenticate, `object` with execute_kw) and in 19.0's "External RPC API" page, which
// deprecates /jsonrpc: the db service goes in Odoo 20, common and object in Odoo 22 (Online 21.1),
// replaced by the JSON-2 API at /json/2/<model>/<method> with a bearer API key. Faults follow
// odoo/http.py's JSON-RPC error handler: HTTP 200 with
//   {"error": {"code": 200, "message": "Odoo Server Error",
//              "data": {"name": "odoo.exceptions.AccessError", "message": "…", "debug": "Traceback…",
//                       "arguments": […], "context": {}}}}
// A model that is not installed answers from odoo/service/model.py as a UserError whose message is
// "Object crm.lead doesn't exist" (older releases raised a bare KeyError).

import type { DeliveryFailureKind } from '../../../site/notification-delivery.js';

export type OdooDomain = unknown[];
export type OdooRecord = Record<string, unknown> & { id: number };

export interface OdooConnection {
  /** Base URL of the Odoo instance, e.g. https://example.odoo.com */
  url: string;
  db: string;
  login: string;
  apiKey: string;
}

export interface SearchOptions {
  limit?: number;
  /** Odoo's order clause, e.g. "write_date asc, id asc" */
  order?: string;
  context?: Record<string, unknown>;
}

export interface OdooVersion {
  server_version: string;
  server_serie: string;
  protocol_version: number;
}

/** Every fault this client raises; `kind` lets callers decide on retry without instanceof chains. */
export class OdooError extends Error {
  readonly kind: DeliveryFailureKind = 'unexpected';
  /** Odoo's exception class name when the server sent one, e.g. odoo.exceptions.AccessError */
  readonly faultName?: string;
  constructor(message: string, faultName?: string) {
    super(message);
    this.name = new.target.name;
    this.faultName = faultName;
  }
}
/** The login or API key was refused: fix the credentials; retrying will not help. */
export class OdooAuthError extends OdooError {
  override readonly kind = 'auth' as const;
}
/** The user may not read or write this model: grant the API user the right groups. */
export class OdooAccessError extends OdooError {
  override readonly kind = 'access' as const;
}
/** The model is unknown to this database: usually the CRM app is not installed. */
export class OdooMissingModelError extends OdooError {
  override readonly kind = 'missing-model' as const;
}
/** Odoo refused the values (ValidationError or UserError): the record needs different data. */
export class OdooValidationError extends OdooError {
  override readonly kind = 'validation' as const;
}
/** Network failure, deadline passed, 5xx or a non-JSON answer (a proxy page): worth retrying. */
export class OdooTransientError extends OdooError {
  override readonly kind = 'transient' as const;
}

interface OdooFault {
  code?: number;
  message?: string;
  data?: { name?: string; message?: string; debug?: string };
}

const MISSING_MODEL = /^Object (\S+) doesn't exist/;

interface OdooLoadAnswer {
  ids: number[] | false;
  messages?: Array<{ type: string; message: string; field?: string }>;
}

// Load catches the ORM's UserError family (AccessError among them) and PostgreSQL's errors per row and
// answers them as messages, so the kind is read from the words Odoo uses: access refusals start "You
// are not allowed", and a concurrent insert of the same external id or a serialization failure passes.
function loadMessagesToError(errors: Array<{ message: string; field?: string }>, what: string, apiKey: string) {
  const text = errors.map((error) => (error.field ? `${error.field}: ${error.message}` : error.message)).join('; ');
  const detail = redact(text || 'no message', apiKey);
  if (/^You are not allowed/m.test(text))
    return new OdooAccessError(`${what}: the Odoo user lacks access rights (${detail})`);
  if (/duplicate key|could not serialize|concurrent update/i.test(text))
    return new OdooTransientError(`${what}: Odoo failed for a passing reason (${detail})`);
  return new OdooValidationError(`${what}: Odoo refused the values (${detail})`);
}

/** Keeps the key out of every message, whatever Odoo or the network echoed back. */
function redact(text: string, apiKey: string): string {
  // Redact before clipping, so a cut cannot leave the first half of a key behind.
  const safe = apiKey ? text.split(apiKey).join('[api key]') : text;
  return safe.length > 300 ? `${safe.slice(0, 300)}…` : safe;
}

function faultToError(fault: OdooFault, what: string, apiKey: string): OdooError {
  const name = fault.data?.name ?? '';
  const detail = redact(fault.data?.message || fault.message || 'no message', apiKey);
  const say = (summary: string) => `${what}: ${summary} (${detail})`;
  if (name === 'odoo.exceptions.AccessDenied') {
    return new OdooAuthError(say('Odoo refused the login or API key'), name);
  }
  if (name === 'odoo.exceptions.AccessError') {
    return new OdooAccessError(say('the Odoo user lacks access rights'), name);
  }
  if (name === 'KeyError' || name === 'builtins.KeyError' || MISSING_MODEL.test(fault.data?.message ?? '')) {
    return new OdooMissingModelError(say('the model is not installed in this Odoo database'), name);
  }
  if (
    name === 'odoo.exceptions.ValidationError' ||
    name === 'odoo.exceptions.UserError' ||
    name === 'odoo.exceptions.MissingError'
  ) {
    return new OdooValidationError(say('Odoo refused the values'), name);
  }
  if (fault.code === 100 || name.startsWith('psycopg2.') || name.endsWith('SerializationFailure')) {
    return new OdooTransientError(say('Odoo failed for a passing reason'), name);
  }
  return new OdooError(say(`unexpected Odoo fault ${name || String(fault.code ?? '')}`.trim()), name);
}

export class OdooRpcClient {
  private nextId = 1;
  private uid: number | undefined;

  constructor(private readonly connection: OdooConnection) {}

  /** `common.version()`: answers without credentials, a cheap reachability check. */
  version(signal: AbortSignal): Promise<OdooVersion> {
    return this.call<OdooVersion>('common', 'version', [], signal, 'version');
  }

  /** `common.authenticate(db, login, apiKey, {})`: the user id, or OdooAuthError when refused. */
  async authenticate(signal: AbortSignal): Promise<number> {
    const { db, login, apiKey } = this.connection;
    const uid = await this.call<number | false>(
      'common',
      'authenticate',
      [db, login, apiKey, {}],
      signal,
      'authenticate',
    );
    if (typeof uid !== 'number' || uid <= 0) {
      throw new OdooAuthError(`authenticate: Odoo refused login "${login}" on database "${db}"`);
    }
    this.uid = uid;
    return uid;
  }

  /** `object.execute_kw(db, uid, apiKey, model, method, args, kwargs)`; authenticates first once. */
  async executeKw<T>(
    model: string,
    method: string,
    args: unknown[],
    kwargs: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<T> {
    const uid = this.uid ?? (await this.authenticate(signal));
    const { db, apiKey } = this.connection;
    return this.call<T>(
      'object',
      'execute_kw',
      [db, uid, apiKey, model, method, args, kwargs],
      signal,
      `${model}.${method}`,
    );
  }

  create(model: string, values: Record<string, unknown>, signal: AbortSignal): Promise<number> {
    return this.executeKw<number>(model, 'create', [values], {}, signal);
  }

  search(model: string, domain: OdooDomain, signal: AbortSignal, limit?: number): Promise<number[]> {
    return this.executeKw<number[]>(model, 'search', [domain], limit ? { limit } : {}, signal);
  }

  /** `search_read`; a bare number is the limit. The context's `active_test: false` finds archived
   * records too, as Odoo's own lookups do where an archived record still counts. */
  searchRead(
    model: string,
    domain: OdooDomain,
    fields: string[],
    signal: AbortSignal,
    options?: number | SearchOptions,
  ): Promise<OdooRecord[]> {
    const { limit, order, context } = typeof options === 'number' ? { limit: options } : (options ?? {});
    return this.executeKw<OdooRecord[]>(
      model,
      'search_read',
      [domain],
      { fields, ...(limit ? { limit } : {}), ...(order ? { order } : {}), ...(context ? { context } : {}) },
      signal,
    );
  }

  /**
   * `model.load(fields, rows)`, Odoo's import: creates the records, or updates those whose external id
   * (an `id` column holding "module.name") already exists, each with its external id in the same
   * database transaction. Answers the record ids; a refused row arrives as import messages, not as a
   * fault, and throws here.
   */
  async load(model: string, fields: string[], rows: string[][], signal: AbortSignal): Promise<number[]> {
    const answer = await this.executeKw<OdooLoadAnswer>(model, 'load', [fields, rows], {}, signal);
    const errors = (answer.messages ?? []).filter((message) => message.type === 'error');
    if (answer.ids && errors.length === 0) return answer.ids;
    throw loadMessagesToError(errors, `${model}.load`, this.connection.apiKey);
  }

  read(model: string, ids: number[], fields: string[], signal: AbortSignal): Promise<OdooRecord[]> {
    return this.executeKw<OdooRecord[]>(model, 'read', [ids], { fields }, signal);
  }

  private async call<T>(
    service: string,
    method: string,
    args: unknown[],
    signal: AbortSignal,
    what: string,
  ): Promise<T> {
    const apiKey = this.connection.apiKey;
    const body = JSON.stringify({
      jsonrpc: '2.0',
      method: 'call',
      params: { service, method, args },
      id: this.nextId++,
    });
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL('/jsonrpc', this.connection.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body,
        signal,
      });
      text = await response.text();
    } catch (error) {
      const reason = signal.aborted ? 'no answer before the deadline' : describeNetworkError(error);
      throw new OdooTransientError(`${what}: ${redact(reason, apiKey)}`);
    }
    if (response.status >= 500 || response.status === 429 || response.status === 408) {
      throw new OdooTransientError(`${what}: Odoo answered HTTP ${response.status}`);
    }
    if (!response.ok) {
      // Odoo itself answers /jsonrpc with 200 even for faults; a 4xx comes from a wrong URL or path.
      throw new OdooError(`${what}: Odoo answered HTTP ${response.status}; check the Odoo URL`);
    }
    let parsed: { result?: unknown; error?: OdooFault };
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // A proxy or maintenance page in front of Odoo answers HTML; the instance may be back soon.
      throw new OdooTransientError(`${what}: the answer was not JSON (HTTP ${response.status})`);
    }
    if (parsed && typeof parsed === 'object' && parsed.error) {
      throw faultToError(parsed.error, what, apiKey);
    }
    if (!parsed || typeof parsed !== 'object' || !('result' in parsed)) {
      throw new OdooError(`${what}: the answer had neither result nor error`);
    }
    return parsed.result as T;
  }
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  if (cause?.code) return `network error ${cause.code}`;
  return error instanceof Error ? `network error: ${cause?.message ?? error.message}` : 'network error';
}
