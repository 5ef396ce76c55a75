// The Odoo client against an in-memory Odoo: results come back typed, and every fault an operator
// can meet arrives as its own error class with a message that never carries the API key.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  OdooAccessError,
  OdooAuthError,
  OdooError,
  OdooMissingModelError,
  OdooRpcClient,
  OdooTransientError,
  OdooValidationError,
} from '../../server/notifications/odoo/odoo-rpc.js';
import {
  STAND_IN_API_KEY,
  STAND_IN_DB,
  STAND_IN_LOGIN,
  STAND_IN_UID,
  startOdooStandIn,
  type OdooStandIn,
} from '../helpers/odoo-stand-in.js';

let odoo: OdooStandIn;
const signal = () => AbortSignal.timeout(120_000);

function client(apiKey = STAND_IN_API_KEY) {
  return new OdooRpcClient({ url: odoo.url, db: STAND_IN_DB, login: STAND_IN_LOGIN, apiKey });
}

async function caught(promise: Promise<unknown>): Promise<OdooError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OdooError);
  expect((error as Error).message).not.toContain(STAND_IN_API_KEY);
  return error as OdooError;
}

beforeEach(async () => {
  odoo = await startOdooStandIn();
});
afterEach(async () => {
  await odoo.close();
});

describe('Odoo JSON-RPC client', () => {
  it('reads the server version without credentials', async () => {
    const version = await client().version(signal());
    expect(version.server_serie).toBe('18.0');
    expect(odoo.calls[0]).toMatchObject({ service: 'common', method: 'version' });
  });

  it('authenticates with the API key and gets the user id', async () => {
    expect(await client().authenticate(signal())).toBe(STAND_IN_UID);
    expect(odoo.calls[0].args).toEqual([STAND_IN_DB, STAND_IN_LOGIN, STAND_IN_API_KEY, {}]);
  });

  it('reports a refused API key as OdooAuthError naming the login, not the key', async () => {
    const error = await caught(client('wrong-key-0123456789').authenticate(signal()));
    expect(error).toBeInstanceOf(OdooAuthError);
    expect(error.message).toContain(STAND_IN_LOGIN);
    expect(error.message).not.toContain('wrong-key-0123456789');
  });

  it('creates a lead and reads it back with search_read', async () => {
    const c = client();
    const id = await c.create('crm.lead', { name: 'ERP for a Riyadh distributor', email_from: 'a@b.sa' }, signal());
    const rows = await c.searchRead('crm.lead', [['id', '=', id]], ['name', 'email_from'], signal());
    expect(rows).toEqual([{ id, name: 'ERP for a Riyadh distributor', email_from: 'a@b.sa' }]);
    expect(await c.read('crm.lead', [id], ['name'], signal())).toEqual([{ id, name: 'ERP for a Riyadh distributor' }]);
    const create = odoo.calls.find((call) => call.modelMethod === 'create');
    expect(create?.args.slice(0, 5)).toEqual([STAND_IN_DB, STAND_IN_UID, STAND_IN_API_KEY, 'crm.lead', 'create']);
  });

  it('records an external id in ir.model.data and finds it by module and name', async () => {
    const c = client();
    const leadId = await c.create('crm.lead', { name: 'Website lead' }, signal());
    await c.create(
      'ir.model.data',
      { module: 'website_leads', name: 'lead_42', model: 'crm.lead', res_id: leadId },
      signal(),
    );
    const found = await c.searchRead(
      'ir.model.data',
      [
        ['module', '=', 'website_leads'],
        ['name', '=', 'lead_42'],
      ],
      ['res_id'],
      signal(),
    );
    expect(found.map((r) => r.res_id)).toEqual([leadId]);
    expect(await c.search('ir.model.data', [['name', '=', 'lead_43']], signal())).toEqual([]);
  });

  it('maps a key revoked after login to OdooAuthError', async () => {
    const c = client();
    await c.authenticate(signal());
    odoo.apiKey = 'a-new-key-the-client-does-not-hold';
    const error = await caught(c.search('crm.lead', [], signal()));
    expect(error).toBeInstanceOf(OdooAuthError);
    expect(error.faultName).toBe('odoo.exceptions.AccessDenied');
  });

  it('maps an access right fault to OdooAccessError', async () => {
    odoo.deniedModels.add('crm.lead');
    const error = await caught(client().create('crm.lead', { name: 'x' }, signal()));
    expect(error).toBeInstanceOf(OdooAccessError);
    expect(error.message).toContain('crm.lead');
  });

  it('maps "CRM not installed" to OdooMissingModelError', async () => {
    odoo.crmInstalled = false;
    const error = await caught(client().search('crm.lead', [], signal()));
    expect(error).toBeInstanceOf(OdooMissingModelError);
    expect(error.message).toContain("Object crm.lead doesn't exist");
  });

  it('maps refused values to OdooValidationError', async () => {
    const error = await caught(client().create('crm.lead', { email_from: 'a@b.sa' }, signal()));
    expect(error).toBeInstanceOf(OdooValidationError);
    expect(error.message).toContain('Missing required fields');
  });

  it('aborts a slow answer at the caller deadline as OdooTransientError', async () => {
    let release!: () => void;
    odoo.answerAfter = new Promise<void>((resolve) => (release = resolve));
    const controller = new AbortController();
    const pending = caught(client().version(controller.signal));
    await expect.poll(() => odoo.calls.length).toBe(1);
    controller.abort();
    const error = await pending;
    release();
    expect(error).toBeInstanceOf(OdooTransientError);
    expect(error.message).toContain('deadline');
  });

  it('reports a connection dropped after the record was stored as OdooTransientError', async () => {
    const c = client();
    await c.authenticate(signal());
    odoo.dropAfterNextCreate = true;
    const error = await caught(c.create('crm.lead', { name: 'Dropped answer' }, signal()));
    expect(error).toBeInstanceOf(OdooTransientError);
    // The record exists although the caller never learned its id: what exactly-once must handle.
    expect(odoo.records.get('crm.lead')?.map((r) => r.name)).toEqual(['Dropped answer']);
  });

  it.each([502, 200])('treats an HTML page from a proxy (HTTP %i) as OdooTransientError', async (status) => {
    odoo.proxyPageStatus = status;
    const error = await caught(client().version(signal()));
    expect(error).toBeInstanceOf(OdooTransientError);
  });

  it('reports a URL that does not lead to Odoo (HTTP 404) as a fault to fix, not to retry', async () => {
    odoo.proxyPageStatus = 404;
    const error = await caught(client().version(signal()));
    expect(error).not.toBeInstanceOf(OdooTransientError);
    expect(error.message).toContain('check the Odoo URL');
  });

  it('never puts the API key in a message, even when Odoo echoes it', async () => {
    const c = client();
    const externalId = { module: 'website_leads', name: STAND_IN_API_KEY, model: 'crm.lead', res_id: 1 };
    await c.create('ir.model.data', externalId, signal());
    const error = await caught(c.create('ir.model.data', externalId, signal()));
    expect(error).toBeInstanceOf(OdooValidationError);
    expect(error.message).toContain('website_leads.[api key] already exists');
  });
});

describe('the protocol the server gets', () => {
  const calledPaths = () => odoo.requests.map((r) => r.line);

  it('as Odoo 19, sends every call to /json/2/<model>/<method> with the bearer key and named arguments', async () => {
    odoo.serverVersion = 19;
    const c = client();
    expect(await c.protocol(signal())).toBe('json-2');
    const id = await c.create('crm.lead', { name: 'Via JSON-2' }, signal());
    expect(await c.read('crm.lead', [id], ['name'], signal())).toEqual([{ id, name: 'Via JSON-2' }]);
    const [lead] = await c.load('crm.lead', ['id', 'name'], [['website_leads.lead_x', 'Loaded']], signal());
    expect(await c.searchRead('crm.lead', [['id', '=', lead]], ['name'], signal(), { limit: 1 })).toEqual([
      { id: lead, name: 'Loaded' },
    ]);
    expect(calledPaths()).toEqual([
      'GET /web/version',
      'POST /json/2/crm.lead/create',
      'POST /json/2/crm.lead/read',
      'POST /json/2/crm.lead/load',
      'POST /json/2/crm.lead/search_read',
    ]);
    for (const request of odoo.requests.slice(1)) {
      expect(request.authorization).toBe(`bearer ${STAND_IN_API_KEY}`);
      expect(request.database).toBe(STAND_IN_DB);
    }
    expect(odoo.calls.map((call) => call.kwargs)).toEqual([
      { vals_list: [{ name: 'Via JSON-2' }] },
      { ids: [id], fields: ['name'] },
      { fields: ['id', 'name'], data: [['website_leads.lead_x', 'Loaded']] },
      { domain: [['id', '=', lead]], fields: ['name'], limit: 1 },
    ]);
  });

  it('as Odoo 18 or 17, sends every call to /jsonrpc, after asking the version once', async () => {
    for (const version of [18, 17] as const) {
      odoo.serverVersion = version;
      odoo.requests.splice(0);
      const c = client();
      await c.create('crm.lead', { name: `Via JSON-RPC ${version}` }, signal());
      await c.search('crm.lead', [], signal());
      expect(await c.protocol(signal())).toBe('json-rpc');
      expect(calledPaths()).toEqual([
        'GET /web/version',
        'POST /jsonrpc', // common.version
        'POST /jsonrpc', // common.authenticate
        'POST /jsonrpc',
        'POST /jsonrpc',
      ]);
    }
  });

  it('maps JSON-2 faults, as HTTP statuses with an exception body, to the same errors', async () => {
    odoo.serverVersion = 19;
    const refused = await caught(client('wrong-key-0123456789').search('crm.lead', [], signal()));
    expect(refused).toBeInstanceOf(OdooAuthError);
    expect(refused.faultName).toBe('werkzeug.exceptions.Unauthorized');
    expect(refused.message).not.toContain('wrong-key-0123456789');

    odoo.deniedModels.add('crm.lead');
    expect(await caught(client().create('crm.lead', { name: 'x' }, signal()))).toBeInstanceOf(OdooAccessError);
    odoo.deniedModels.clear();

    odoo.crmInstalled = false;
    const missing = await caught(client().search('crm.lead', [], signal()));
    expect(missing).toBeInstanceOf(OdooMissingModelError);
    odoo.crmInstalled = true;

    const invalid = await caught(client().create('crm.lead', { email_from: 'a@b.sa' }, signal()));
    expect(invalid).toBeInstanceOf(OdooValidationError);
    expect(invalid.message).toContain('Missing required fields');

    // Later releases send the message alone: the status still tells the fault.
    odoo.json2FaultsAsText = true;
    expect(await caught(client('wrong-key-0123456789').search('crm.lead', [], signal()))).toBeInstanceOf(OdooAuthError);
    odoo.crmInstalled = false;
    expect(await caught(client().search('crm.lead', [], signal()))).toBeInstanceOf(OdooMissingModelError);
    odoo.crmInstalled = true;
    expect(await caught(client().create('crm.lead', { email_from: 'a@b.sa' }, signal()))).toBeInstanceOf(
      OdooValidationError,
    );
    odoo.json2FaultsAsText = false;

    const c = client();
    await c.protocol(signal());
    odoo.proxyPageStatus = 502;
    expect(await caught(c.search('crm.lead', [], signal()))).toBeInstanceOf(OdooTransientError);
  });
});
