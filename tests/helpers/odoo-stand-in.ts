// An in-memory Odoo for tests: answers POST /jsonrpc like Odoo 17–19's external API (common.version,
// common.authenticate, object.execute_kw with search, search_read, read, create and load) and sends
// faults in the JSON shape odoo/http.py produces, so the client is tested against what a real server
// says. As Odoo 19 (`serverVersion = 19`) it also answers GET /web/version and the JSON-2 API,
// POST /json/2/<model>/<method> with `Authorization: bearer <key>` and named arguments, its faults as
// an HTTP status with {name, message, arguments, context, debug} (19.0's "External JSON-2 API" page);
// before 19 both paths are unknown (404). `load` follows odoo/models.py: an `id` column is an external id ("module.name") that creates
// the record and its ir.model.data row together, or updates the record it already names; `field/.id`
// columns hold database ids (comma-separated for many2many); an empty cell is False; a refused row
// answers {ids: false, messages: [{type: 'error', …}]} rather than a fault, and stores nothing.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_DB = 'partner-crm';
export const STAND_IN_LOGIN = 'website@example.sa';
export const STAND_IN_API_KEY = 'b4c1a7e0f2d94a6f8e3c5d7b9a1f0e2c4d6b8a0f';
export const STAND_IN_UID = 7;

const MODELS = [
  'crm.lead',
  'utm.source',
  'utm.medium',
  'utm.campaign',
  'crm.tag',
  'crm.team',
  'res.lang',
  'ir.model.data',
  'crm.stage',
  'crm.lost.reason',
] as const;

/** Odoo's default CRM pipeline: New, Qualified, Proposition, and Won (the won stage). */
export const STAND_IN_STAGES = [
  { id: 1, name: 'New', sequence: 1, is_won: false, fold: false },
  { id: 2, name: 'Qualified', sequence: 2, is_won: false, fold: false },
  { id: 3, name: 'Proposition', sequence: 3, is_won: false, fold: false },
  { id: 4, name: 'Won', sequence: 70, is_won: true, fold: false },
];

type Row = Record<string, unknown> & { id: number };

export interface StandInCall {
  service: string;
  method: string;
  model?: string;
  modelMethod?: string;
  args: unknown[];
  kwargs?: Record<string, unknown>;
}

export interface OdooStandIn {
  url: string;
  records: Map<string, Row[]>;
  calls: StandInCall[];
  /** Models the API user may not touch: answers odoo.exceptions.AccessError. */
  deniedModels: Set<string>;
  /** "CRM not installed": crm.* models answer as unknown objects. */
  crmInstalled: boolean;
  /** Holds every answer until this promise settles (for deadline tests). */
  answerAfter?: Promise<void>;
  /** Holds every answer this long, as an Odoo that is up but slow. */
  answerDelayMs: number;
  /** Destroys the socket after the next create or load of a crm.lead has stored it, without answering. */
  dropAfterNextCreate: boolean;
  /** When set, loading a crm.lead is refused with this message, as a constraint of the database would. */
  refuseLeadsWith?: string;
  /** Answers every request with an HTML page and this HTTP status, as a proxy in front of Odoo. */
  proxyPageStatus?: number;
  /** The key the user holds; set it to something else to revoke the one a client logged in with. */
  apiKey: string;
  /** The Odoo major version it answers as: 19 adds /web/version and JSON-2. */
  serverVersion: 17 | 18 | 19;
  /** JSON-2 faults as later releases send them: the message alone, as a JSON string. */
  json2FaultsAsText: boolean;
  /**
   * What a salesperson does in Odoo: writes these values on the crm.lead records (many2one fields as
   * [id, name], as search_read answers them), all with one new write_date, as one Odoo transaction.
   */
  writeLeads(ids: number[], values: Record<string, unknown>): void;
  /** Every HTTP request, as "METHOD /path", with the JSON-2 headers it carried. */
  requests: Array<{ line: string; authorization?: string; database?: string }>;
  close(): Promise<void>;
}

function fault(name: string, message: string) {
  return {
    code: 200,
    message: 'Odoo Server Error',
    data: {
      name,
      debug: `Traceback (most recent call last):\n  ...\n${name}: ${message}\n`,
      message,
      arguments: [message],
      context: {},
    },
  };
}

class Fault extends Error {
  constructor(readonly body: ReturnType<typeof fault>) {
    super(body.data.message);
  }
}

/** `=ilike` as PostgreSQL's ILIKE reads the pattern Odoo passes unchanged: % and _ are wildcards. */
function ilike(actual: unknown, pattern: unknown): boolean {
  if (typeof actual !== 'string' || typeof pattern !== 'string') return false;
  const source = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${source}$`, 'is').test(actual);
}

/** Odoo orders write_date as text "YYYY-MM-DD HH:MM:SS", so string comparison is its order. */
const compare = (a: unknown, b: unknown) => (a === b ? 0 : (a as string | number) < (b as string | number) ? -1 : 1);

/** Enough of Odoo's domain language for tests: ANDed [field, op, value] leaves, and '|' of the next two. */
function matches(row: Row, domain: unknown[]): boolean {
  const leaves = [...domain];
  const next = (): boolean => {
    const leaf = leaves.shift();
    if (leaf === '|') return [next(), next()].some(Boolean);
    if (leaf === '&') return [next(), next()].every(Boolean);
    return leafMatches(row, leaf);
  };
  let all = true;
  while (leaves.length) all = next() && all;
  return all;
}

function leafMatches(row: Row, leaf: unknown): boolean {
  {
    if (!Array.isArray(leaf)) return true;
    const [field, op, value] = leaf as [string, string, unknown];
    const actual = row[field];
    if (op === '=') return actual === value;
    if (op === '!=') return actual !== value;
    if (op === '=ilike') return ilike(actual, value);
    if (op === '>') return actual !== undefined && actual !== false && compare(actual, value) > 0;
    if (op === '>=') return actual !== undefined && actual !== false && compare(actual, value) >= 0;
    if (op === 'in') return Array.isArray(value) && value.includes(actual);
    throw new Fault(fault('ValueError', `Invalid leaf ${JSON.stringify(leaf)}`));
  }
}

/** The fields each model takes in an import, and the model a relational field points at. */
const IMPORTABLE: Record<string, Record<string, string | null>> = {
  'crm.lead': {
    name: null,
    contact_name: null,
    partner_name: null,
    email_from: null,
    phone: null,
    city: null,
    description: null,
    user_id: 'res.users',
    team_id: 'crm.team',
    lang_id: 'res.lang',
    tag_ids: 'crm.tag',
    source_id: 'utm.source',
    medium_id: 'utm.medium',
    campaign_id: 'utm.campaign',
  },
  'crm.tag': { name: null },
  'utm.source': { name: null },
  'utm.medium': { name: null },
  'utm.campaign': { name: null, title: null },
};
const REQUIRED: Record<string, string[]> = { 'crm.lead': ['name'], 'utm.campaign': ['title'] };
const MANY2MANY = new Set(['tag_ids']);

function pick(row: Row, fields: unknown): Row {
  if (!Array.isArray(fields) || fields.length === 0) return { ...row };
  const out: Row = { id: row.id };
  for (const f of fields as string[]) out[f] = row[f] ?? false;
  return out;
}

export async function startOdooStandIn(): Promise<OdooStandIn> {
  const records = new Map<string, Row[]>(MODELS.map((m) => [m, []]));
  records
    .get('res.lang')!
    .push(
      { id: 1, code: 'en_US', name: 'English (US)', active: true },
      { id: 2, code: 'ar_001', name: 'Arabic / الْعَرَبيّة', active: true },
    );
  records.get('crm.team')!.push({ id: 1, name: 'Sales' });
  records.get('crm.stage')!.push(...STAND_IN_STAGES.map((stage) => ({ ...stage })));
  records
    .get('crm.lost.reason')!
    .push({ id: 1, name: 'Too expensive' }, { id: 2, name: 'We don’t have people/skills' });
  let nextId = 100;
  // Odoo's write_date: UTC text to the second. Each write here gets a later second than the one
  // before, so a test's changes are told apart however fast it runs.
  let lastWrite = 0;
  const writeDate = () => {
    lastWrite = Math.max(Date.now(), lastWrite + 1000);
    return new Date(lastWrite).toISOString().slice(0, 19).replace('T', ' ');
  };
  /** What Odoo sets on a new crm.lead that the import does not name. */
  const leadDefaults = () => ({
    active: true,
    probability: 10,
    stage_id: [1, 'New'],
    user_id: false,
    expected_revenue: 0,
    lost_reason_id: false,
    date_closed: false,
    date_deadline: false,
    write_date: writeDate(),
  });

  const state: Omit<OdooStandIn, 'url' | 'close'> = {
    records,
    calls: [],
    deniedModels: new Set(),
    crmInstalled: true,
    dropAfterNextCreate: false,
    answerDelayMs: 0,
    apiKey: STAND_IN_API_KEY,
    serverVersion: 18,
    json2FaultsAsText: false,
    requests: [],
    writeLeads(ids, values) {
      const at = writeDate();
      for (const row of records.get('crm.lead')!)
        if (ids.includes(row.id)) Object.assign(row, values, { write_date: at });
    },
  };

  function checkCredentials(db: unknown, uid: unknown, key: unknown) {
    if (db !== STAND_IN_DB || uid !== STAND_IN_UID || key !== state.apiKey) {
      throw new Fault(fault('odoo.exceptions.AccessDenied', 'Access Denied'));
    }
  }

  function executeKw(model: string, method: string, args: unknown[], kwargs: Record<string, unknown>) {
    const table = records.get(model);
    if (!table || (!state.crmInstalled && model.startsWith('crm.'))) {
      throw new Fault(fault('odoo.exceptions.UserError', `Object ${model} doesn't exist`));
    }
    if (state.deniedModels.has(model)) {
      throw new Fault(
        fault(
          'odoo.exceptions.AccessError',
          `You are not allowed to access '${model}' (${model}) records.\n\nThis operation is allowed for the following groups:\n\t- Sales/User: Own Documents Only`,
        ),
      );
    }
    const limit = typeof kwargs.limit === 'number' ? kwargs.limit : undefined;
    // Archived records (active = false) stay out of a search unless the context says active_test: false.
    const context = (kwargs.context ?? {}) as Record<string, unknown>;
    const visible = (r: Row) => r.active !== false || context.active_test === false;
    const ordered = (rows: Row[]) => {
      const order = typeof kwargs.order === 'string' ? kwargs.order : 'id asc';
      const keys = order.split(',').map((part) => part.trim().split(/\s+/) as [string, string?]);
      return [...rows].sort((a, b) => {
        for (const [field, direction] of keys) {
          const c = compare(a[field], b[field]);
          if (c) return direction?.toLowerCase() === 'desc' ? -c : c;
        }
        return 0;
      });
    };
    const domain = ((kwargs.domain ?? args[0]) as unknown[]) ?? [];
    const found = () => ordered(table.filter((r) => visible(r) && matches(r, domain))).slice(0, limit);
    switch (method) {
      case 'search':
        return found().map((r) => r.id);
      case 'search_read':
        return found().map((r) => pick(r, kwargs.fields));
      case 'read': {
        const ids = args[0] as number[];
        return table.filter((r) => ids.includes(r.id)).map((r) => pick(r, kwargs.fields ?? args[1]));
      }
      case 'create': {
        const values = args[0] as Record<string, unknown>;
        if (model === 'crm.lead' && !values.name) {
          throw new Fault(
            fault(
              'odoo.exceptions.ValidationError',
              'The operation cannot be completed: Missing required fields on crm.lead: name',
            ),
          );
        }
        if (model === 'ir.model.data') {
          const clash = table.some((r) => r.module === values.module && r.name === values.name);
          if (clash) {
            throw new Fault(
              fault(
                'odoo.exceptions.ValidationError',
                `The operation cannot be completed: the external id ${String(values.module)}.${String(values.name)} already exists`,
              ),
            );
          }
        }
        const row: Row = { ...(model === 'crm.lead' ? leadDefaults() : {}), ...values, id: nextId++ };
        table.push(row);
        return row.id;
      }
      case 'load':
        return load(model, args[0] as string[], args[1] as string[][]);
      default:
        throw new Fault(fault('AttributeError', `The method '${method}' does not exist on the model '${model}'`));
    }
  }

  function load(model: string, fields: string[], rows: string[][]) {
    const importable = IMPORTABLE[model];
    if (!importable) throw new Fault(fault('ValueError', `The stand-in cannot import ${model}`));
    const messages: Array<Record<string, unknown>> = [];
    const error = (message: string, field?: string) =>
      messages.push({ type: 'error', message, record: 0, rows: { from: 0, to: 0 }, ...(field ? { field } : {}) });
    const converted: Array<{ xid: string | undefined; values: Record<string, unknown> }> = [];
    for (const row of rows) {
      let xid: string | undefined;
      const values: Record<string, unknown> = {};
      fields.forEach((column, index) => {
        const cell = row[index] ?? '';
        if (column === 'id') {
          xid = cell || undefined;
          return;
        }
        const [field, sub] = column.split('/');
        if (!field || !(field in importable)) return error(`Unknown field ${column}`, column);
        if (!cell) return void (values[field] = false);
        const target = importable[field];
        if (!target) return void (values[field] = cell);
        if (sub !== '.id') return error(`The stand-in only takes ${field}/.id`, field);
        const ids = cell.split(',').map(Number);
        const known = target === 'res.users' ? null : records.get(target)!;
        const unknown = ids.find((id) => known && !known.some((r) => r.id === id));
        if (unknown !== undefined)
          return error(`No matching record found for database id '${unknown}' in field '${field}'`, field);
        values[field] = MANY2MANY.has(field) ? ids : ids[0];
      });
      if (state.deniedModels.has(model))
        error(
          `You are not allowed to create '${model}' (${model}) records.\n\nThis operation is allowed for the following groups:\n\t- Sales/User: Own Documents Only`,
        );
      const missing = (REQUIRED[model] ?? []).filter((field) => !values[field]);
      if (missing.length) error(`Missing required fields on ${model}: ${missing.join(', ')}`);
      if (model === 'crm.lead' && state.refuseLeadsWith) error(state.refuseLeadsWith);
      converted.push({ xid, values });
    }
    if (messages.length) return { ids: false, messages, nextrow: 0 };
    const table = records.get(model)!;
    const marks = records.get('ir.model.data')!;
    const ids = converted.map(({ xid, values }) => {
      const [module, name] = xid ? [xid.slice(0, xid.indexOf('.')), xid.slice(xid.indexOf('.') + 1)] : [];
      const mark = xid ? marks.find((m) => m.module === module && m.name === name && m.model === model) : undefined;
      const existing = mark ? table.find((r) => r.id === mark.res_id) : undefined;
      if (existing) return Object.assign(existing, values, model === 'crm.lead' ? { write_date: writeDate() } : {}).id;
      const record: Row = { ...(model === 'crm.lead' ? leadDefaults() : {}), ...values, id: nextId++ };
      table.push(record);
      if (xid) marks.push({ id: nextId++, module, name, model, res_id: record.id });
      return record.id;
    });
    return { ids, messages: [], nextrow: 0 };
  }

  function dispatch(service: string, method: string, args: unknown[]): unknown {
    if (service === 'common' && method === 'version') {
      const serie = `${state.serverVersion}.0`;
      return {
        server_version: serie,
        server_version_info: [state.serverVersion, 0, 0, 'final', 0, ''],
        server_serie: serie,
        protocol_version: 1,
      };
    }
    if (service === 'common' && method === 'authenticate') {
      const [db, login, key] = args;
      return db === STAND_IN_DB && login === STAND_IN_LOGIN && key === state.apiKey ? STAND_IN_UID : false;
    }
    if (service === 'object' && method === 'execute_kw') {
      const [db, uid, key, model, modelMethod, modelArgs, kwargs] = args as [
        string,
        number,
        string,
        string,
        string,
        unknown[],
        Record<string, unknown> | undefined,
      ];
      checkCredentials(db, uid, key);
      return executeKw(model, modelMethod, modelArgs ?? [], kwargs ?? {});
    }
    throw new Fault(fault('Exception', `No such method ${service}.${method}`));
  }

  /** JSON-2's status for a fault, as Odoo 19 answers it: its exceptions' http codes. */
  function json2Status(name: string): number {
    if (name === 'werkzeug.exceptions.Unauthorized') return 401;
    if (name === 'odoo.exceptions.AccessError') return 403;
    if (name === 'werkzeug.exceptions.NotFound') return 404;
    if (name === 'odoo.exceptions.UserError' || name === 'odoo.exceptions.ValidationError') return 422;
    return 500;
  }

  /** A JSON-2 call: the body's named arguments mapped onto the same model methods. */
  function json2(model: string, method: string, body: Record<string, unknown>, authorization: string) {
    const key = /^bearer (.+)$/i.exec(authorization)?.[1];
    if (key !== state.apiKey) throw new Fault(fault('werkzeug.exceptions.Unauthorized', 'Invalid apikey'));
    if (!records.has(model) || (!state.crmInstalled && model.startsWith('crm.')))
      throw new Fault(fault('werkzeug.exceptions.NotFound', `the model '${model}' does not exist`));
    const { ids, context, ...named } = body as { ids?: number[]; context?: Record<string, unknown> };
    const kwargs = { ...named, ...(context ? { context } : {}) };
    switch (method) {
      case 'read':
        return executeKw(model, 'read', [ids ?? []], kwargs);
      case 'create':
        return ((named as { vals_list?: unknown[] }).vals_list ?? []).map((values) =>
          executeKw(model, 'create', [values], {}),
        );
      case 'load': {
        const { fields, data } = named as { fields: string[]; data: string[][] };
        return executeKw(model, 'load', [fields, data], {});
      }
      default:
        return executeKw(model, method, [], kwargs);
    }
  }

  async function handleJson2(req: IncomingMessage, res: ServerResponse, raw: string, model: string, method: string) {
    const authorization = req.headers.authorization ?? '';
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const call: StandInCall = { service: 'json-2', method: 'call', model, modelMethod: method, args: [], kwargs: body };
    state.calls.push(call);
    if (state.answerAfter) await state.answerAfter;
    if (state.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.answerDelayMs));
    if (state.proxyPageStatus) {
      res
        .writeHead(state.proxyPageStatus, { 'Content-Type': 'text/html' })
        .end('<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>');
      return;
    }
    let status = 200;
    let answer: unknown;
    try {
      answer = json2(model, method, body, authorization);
    } catch (error) {
      if (!(error instanceof Fault)) throw error;
      const { name, message, arguments: args, context, debug } = error.body.data;
      status = json2Status(name);
      answer = state.json2FaultsAsText ? message : { name, message, arguments: args, context, debug };
    }
    const stored =
      model === 'crm.lead' &&
      status === 200 &&
      (method === 'create' || (method === 'load' && (answer as { ids?: unknown }).ids));
    if (state.dropAfterNextCreate && stored) {
      state.dropAfterNextCreate = false;
      req.socket.destroy();
      return;
    }
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '/').split('?')[0]!;
    state.requests.push({
      line: `${req.method} ${path}`,
      authorization: req.headers.authorization,
      database: req.headers['x-odoo-database'] as string | undefined,
    });
    const json2Path = /^\/json\/2\/([^/]+)\/([^/]+)$/.exec(path);
    if (state.serverVersion >= 19 && path === '/web/version' && !state.proxyPageStatus) {
      const version_info = [state.serverVersion, 0, 0, 'final', 0, ''];
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ version_info, version: `${state.serverVersion}.0` }));
      return;
    }
    if (state.serverVersion >= 19 && json2Path && req.method === 'POST') {
      const [, model, method] = json2Path.map(decodeURIComponent) as [string, string, string];
      await handleJson2(req, res, Buffer.concat(chunks).toString('utf8'), model, method);
      return;
    }
    if (req.method !== 'POST' || req.url !== '/jsonrpc') {
      res.writeHead(404, { 'Content-Type': 'text/html' }).end('<html><body>404: Not Found</body></html>');
      return;
    }
    const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      id: unknown;
      params: { service: string; method: string; args: unknown[] };
    };
    const { service, method, args } = request.params;
    const call: StandInCall = { service, method, args };
    if (service === 'object' && method === 'execute_kw') {
      call.model = args[3] as string;
      call.modelMethod = args[4] as string;
      call.kwargs = args[6] as Record<string, unknown> | undefined;
    }
    state.calls.push(call);
    if (state.answerAfter) await state.answerAfter;
    if (state.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.answerDelayMs));
    if (state.proxyPageStatus) {
      res
        .writeHead(state.proxyPageStatus, { 'Content-Type': 'text/html' })
        .end('<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>');
      return;
    }
    let answer: Record<string, unknown>;
    try {
      answer = { jsonrpc: '2.0', id: request.id, result: dispatch(service, method, args) };
    } catch (error) {
      if (!(error instanceof Fault)) throw error;
      answer = { jsonrpc: '2.0', id: request.id, error: error.body };
    }
    const storedLead =
      call.model === 'crm.lead' &&
      (call.modelMethod === 'create' || (call.modelMethod === 'load' && (answer.result as { ids?: unknown })?.ids));
    if (state.dropAfterNextCreate && storedLead && 'result' in answer) {
      state.dropAfterNextCreate = false;
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
