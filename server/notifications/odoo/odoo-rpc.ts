// A small client for Odoo's external API, in the protocol the server speaks best: the JSON-2 API on
// Odoo 19 and later, JSON-RPC on 17 and 18. The server's version is asked once, without credentials,
// and the same settings serve both (the API key is the credential of either).
//
// JSON-RPC, as documented in Odoo's "External API" reference for 17.0 and 18.0: one POST to /jsonrpc
// per call, services `common` (version, authenticate) and `object` (execute_kw). Faults follow
// odoo/http.py's JSON-RPC error handler: HTTP 200 with
//   {"error": {"code": 200, "message": "Odoo Server Error",
//              "data": {"name": "odoo.exceptions.AccessError", "message": "…", "debug": "Traceback…",
//                       "arguments": […], "context": {}}}}
// A model that is not installed answers from odoo/service/model.py as a UserError whose message is
// "Object crm.lead doesn't exist" (older releases raised a bare KeyError).
//
// JSON-2, as documented in 19.0's "External JSON-2 API" page (content/developer/reference/
// external_api.rst) and served by addons/web/controllers/json2.py: POST /json/2/<model>/<method> with
// `Authorization: bearer <api key>`, `X-Odoo-Database`, and a JSON object of named arguments plus
// `ids` and `context`; the answer is the method's result as JSON with status 200, or a 4xx/5xx status
// with {"name": "<python exception>", "message", "arguments", "context", "debug"} (401 for a refused
// key, 404 for an unknown model). The same page deprecates /jsonrpc, /xmlrpc and the common service
// (removal in Odoo 22) and replaces common.version with GET /web/version.

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
  server_version_info?: Array<number | string>;
}

/** The external API a client speaks to a server: JSON-2 from Odoo 19 on, JSON-RPC before. */
export type OdooProtocol = 'json-2' | 'json-rpc';

/** The first version whose JSON-2 API the client uses. */
export const FIRST_JSON2_MAJOR = 19;

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

const MISSING_MODEL = /^Object (\S+) doesn't exist|^the model '[^']+' does not exist/;

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
  if (name === 'odoo.exceptions.AccessDenied' || name === 'werkzeug.exceptions.Unauthorized') {
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
    name === 'odoo.exceptions.MissingError' ||
    name === 'werkzeug.exceptions.UnprocessableEntity'
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
  private chosen: Promise<OdooProtocol> | undefined;

  constructor(private readonly connection: OdooConnection) {}

  /** `common.version()` over /jsonrpc: answers without credentials on 17, 18 and 19. */
  version(signal: AbortSignal): Promise<OdooVersion> {
    return this.call<OdooVersion>('common', 'version', [], signal, 'version');
  }

  /**
   * The protocol this server gets, decided once per client from its major version: GET /web/version
   * (Odoo 19's replacement of common.version, no credentials) and, where that path is unknown (17,
   * 18), common.version over /jsonrpc. A failed check is not remembered: the next call asks again.
   */
  protocol(signal: AbortSignal): Promise<OdooProtocol> {
    if (!this.chosen) {
      const chosen = this.majorVersion(signal).then((major) => (major >= FIRST_JSON2_MAJOR ? 'json-2' : 'json-rpc'));
      this.chosen = chosen;
      chosen.catch(() => {
        if (this.chosen === chosen) this.chosen = undefined;
      });
    }
    return this.chosen;
  }

  private async majorVersion(signal: AbortSignal): Promise<number> {
    const answer = await this.http('GET', '/web/version', undefined, {}, signal, 'version');
    if (answer.status === 200) {
      const parsed = parseJson(answer.text) as { version_info?: unknown[] } | undefined;
      const major = Number(parsed?.version_info?.[0]);
      if (Number.isInteger(major)) return major;
    }
    if (answer.status >= 500 || answer.status === 429 || answer.status === 408) {
      throw new OdooTransientError(`version: Odoo answered HTTP ${answer.status}`);
    }
    const version = await this.version(signal);
    const major = Number(version.server_version_info?.[0] ?? parseInt(version.server_serie, 10));
    if (!Number.isInteger(major)) throw new OdooError(`version: Odoo named no version ("${version.server_serie}")`);
    return major;
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

  /**
   * One model method in the server's protocol. JSON-RPC takes the positional arguments and keywords;
   * JSON-2 takes every argument by name (`named`, with `ids` for a method on records).
   */
  private async model<T>(
    model: string,
    method: string,
    call: { args: unknown[]; kwargs: Record<string, unknown>; named: Record<string, unknown> },
    signal: AbortSignal,
  ): Promise<T> {
    if ((await this.protocol(signal)) === 'json-rpc')
      return this.executeKw<T>(model, method, call.args, call.kwargs, signal);
    return this.json2<T>(model, method, call.named, signal);
  }

  async create(model: string, values: Record<string, unknown>, signal: AbortSignal): Promise<number> {
    // create() takes a list of values since Odoo 12 and answers one id per value in JSON-2.
    const answer = await this.model<number | number[]>(
      model,
      'create',
      { args: [values], kwargs: {}, named: { vals_list: [values] } },
      signal,
    );
    const id = Array.isArray(answer) ? answer[0] : answer;
    if (typeof id !== 'number') throw new OdooError(`${model}.create: Odoo answered no id`);
    return id;
  }

  search(model: string, domain: OdooDomain, signal: AbortSignal, limit?: number): Promise<number[]> {
    const kwargs = limit ? { limit } : {};
    return this.model<number[]>(model, 'search', { args: [domain], kwargs, named: { domain, ...kwargs } }, signal);
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
    const kwargs = {
      fields,
      ...(limit ? { limit } : {}),
      ...(order ? { order } : {}),
      ...(context ? { context } : {}),
    };
    return this.model<OdooRecord[]>(
      model,
      'search_read',
      { args: [domain], kwargs, named: { domain, ...kwargs } },
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
    const answer = await this.model<OdooLoadAnswer>(
      model,
      'load',
      { args: [fields, rows], kwargs: {}, named: { fields, data: rows } },
      signal,
    );
    const errors = (answer.messages ?? []).filter((message) => message.type === 'error');
    if (answer.ids && errors.length === 0) return answer.ids;
    throw loadMessagesToError(errors, `${model}.load`, this.connection.apiKey);
  }

  read(model: string, ids: number[], fields: string[], signal: AbortSignal): Promise<OdooRecord[]> {
    return this.model<OdooRecord[]>(model, 'read', { args: [ids], kwargs: { fields }, named: { ids, fields } }, signal);
  }

  /** One POST to /json/2/<model>/<method>; a 4xx/5xx answer carries Odoo's exception as JSON. */
  private async json2<T>(model: string, method: string, named: Record<string, unknown>, signal: AbortSignal) {
    const { apiKey, db } = this.connection;
    const what = `${model}.${method}`;
    const path = `/json/2/${encodeURIComponent(model)}/${encodeURIComponent(method)}`;
    const headers = { Authorization: `bearer ${apiKey}`, 'X-Odoo-Database': db };
    const { status, text } = await this.http('POST', path, JSON.stringify(named), headers, signal, what);
    const parsed = parseJson(text);
    if (status === 200) {
      if (parsed === undefined) throw new OdooTransientError(`${what}: the answer was not JSON (HTTP 200)`);
      return parsed as T;
    }
    const body = parsed as { name?: unknown; message?: unknown } | undefined;
    if (typeof parsed === 'string') {
      // Later releases' dispatcher answers the exception's message alone, as a JSON string.
      const detail = redact(parsed, apiKey);
      if (status === 401) throw new OdooAuthError(`${what}: Odoo refused the API key (${detail})`);
      if (status === 403) throw new OdooAccessError(`${what}: the Odoo user lacks access rights (${detail})`);
      if (status === 404 && MISSING_MODEL.test(parsed))
        throw new OdooMissingModelError(`${what}: the model is not installed in this Odoo database (${detail})`);
      if (status === 422 || status === 400)
        throw new OdooValidationError(`${what}: Odoo refused the values (${detail})`);
      if (status >= 500) throw new OdooTransientError(`${what}: Odoo failed, HTTP ${status} (${detail})`);
    }
    if (!body || typeof body !== 'object' || typeof body.name !== 'string') {
      // No exception object: a proxy page, or a path this server does not have.
      if (status >= 500 || status === 429 || status === 408)
        throw new OdooTransientError(`${what}: Odoo answered HTTP ${status}`);
      if (status === 401) throw new OdooAuthError(`${what}: Odoo refused the API key (HTTP 401)`);
      throw new OdooError(`${what}: Odoo answered HTTP ${status}; check the Odoo URL`);
    }
    const fault: OdooFault = { data: { name: body.name, message: String(body.message ?? '') } };
    const error = faultToError(fault, what, apiKey);
    if (error.constructor !== OdooError) throw error;
    // An exception the names above do not cover: its HTTP status still tells what it is.
    const detail = redact(String(body.message ?? body.name), apiKey);
    if (status === 401) throw new OdooAuthError(`${what}: Odoo refused the API key (${detail})`, body.name);
    if (status === 403) throw new OdooAccessError(`${what}: the Odoo user lacks access rights (${detail})`, body.name);
    if (status === 422 || status === 400)
      throw new OdooValidationError(`${what}: Odoo refused the values (${detail})`, body.name);
    if (status >= 500) throw new OdooTransientError(`${what}: Odoo failed, HTTP ${status} (${detail})`, body.name);
    throw error;
  }

  /** One HTTP exchange; a network failure or the caller's deadline is a passing fault. */
  private async http(
    method: 'GET' | 'POST',
    path: string,
    body: string | undefined,
    headers: Record<string, string>,
    signal: AbortSignal,
    what: string,
  ): Promise<{ status: number; text: string }> {
    try {
      const response = await fetch(new URL(path, this.connection.url), {
        method,
        headers: {
          Accept: 'application/json',
          ...(body !== undefined ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
          ...headers,
        },
        body,
        signal,
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      const reason = signal.aborted ? 'no answer before the deadline' : describeNetworkError(error);
      throw new OdooTransientError(`${what}: ${redact(reason, this.connection.apiKey)}`);
    }
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
    const response = await this.http('POST', '/jsonrpc', body, {}, signal, what);
    if (response.status >= 500 || response.status === 429 || response.status === 408) {
      throw new OdooTransientError(`${what}: Odoo answered HTTP ${response.status}`);
    }
    if (response.status < 200 || response.status >= 300) {
      // Odoo itself answers /jsonrpc with 200 even for faults; a 4xx comes from a wrong URL or path.
      throw new OdooError(`${what}: Odoo answered HTTP ${response.status}; check the Odoo URL`);
    }
    const parsed = parseJson(response.text) as { result?: unknown; error?: OdooFault } | undefined;
    if (parsed === undefined) {
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  if (cause?.code) return `network error ${cause.code}`;
  return error instanceof Error ? `network error: ${cause?.message ?? error.message}` : 'network error';
}
