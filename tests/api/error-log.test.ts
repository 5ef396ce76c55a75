// What the operator's log says when a request fails: a fixed message, with the method, the path (as
// the client sent it, "%c" and all), the route and the error's class and code as fields, never the
// client's text as the message, where console formatting would read "%c" or "%s" in it as
// directives; and the client gets the reason phrase, not the error or its stack. The app's error
// handler with the server's logger, around a route that throws.
import createHttpError from 'http-errors';
import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler, refusal } from '../../server/http/errors.js';
import { strictRouter } from '../../server/http/strict-router.js';
import { capturedLog } from '../helpers/log-lines.js';

function appLogging() {
  const { logger, lines } = capturedLog();
  const router = strictRouter();
  router.get('/boom/:part', () => {
    throw Object.assign(new TypeError('Cannot read properties of undefined (reading %s)'), { code: 'ERR_TEST_FAULT' });
  });
  router.get('/refused/:part', () => {
    throw Object.assign(new SyntaxError('Unexpected token %c in JSON'), { status: 400 });
  });
  router.get('/ours', () => {
    throw refusal(409, 'Already there');
  });
  router.get('/ours/fields', () => {
    throw refusal(400, 'Invalid filter', { stage: 'Unknown stage' });
  });
  router.get('/ours/not-found', () => {
    throw refusal(404, 'No such lead');
  });
  router.get('/ours/unavailable', () => {
    throw refusal(503, 'Please try again in a minute');
  });
  router.get('/ours/fault', () => {
    throw refusal(500, 'Pool at /srv/app/db.sqlite is closed', { id: 'Internal detail' });
  });
  router.get('/library/exposed', () => {
    throw createHttpError(400, 'Malicious Path');
  });
  const app = new Koa().use(errorHandler(logger)).use(router.routes());
  return { app, lines };
}

describe('error log lines', () => {
  it('logs a server fault with a fixed message, the client path as a field, the route and the error class', async () => {
    const { app, lines } = appLogging();
    const path = '/boom/%c0%ae%c0%ae%s%d';
    const res = await request(app.callback()).get(path).set('Accept', 'text/html');

    expect(res.status).toBe(500);
    expect(res.text).toBe('Internal Server Error');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 50,
      msg: 'Request failed',
      method: 'GET',
      path,
      route: '/boom/:part',
      status: 500,
    });
    expect(line!.error).toMatchObject({
      class: 'TypeError',
      name: 'TypeError',
      code: 'ERR_TEST_FAULT',
      message: 'Cannot read properties of undefined (reading %s)',
    });
    expect((line!.error as { stack: string }).stack).toMatch(/^TypeError: /);
  });

  it('logs a library’s refusal of a client mistake as one warning of the same shape, and our own refusals not at all', async () => {
    const { app, lines } = appLogging();
    const refused = await request(app.callback()).get('/refused/%c%c');
    const ours = await request(app.callback()).get('/ours');

    expect([refused.status, ours.status]).toEqual([400, 409]);
    expect(refused.text).toBe('Bad Request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'Request refused by a library',
      path: '/refused/%c%c',
      route: '/refused/:part',
      status: 400,
    });
    expect(lines[0]!.error).toMatchObject({ class: 'SyntaxError', message: 'Unexpected token %c in JSON' });
    expect(lines[0]!.error).not.toHaveProperty('stack');
  });

  it('answers the site’s refusals in their words with the fields they name, and nothing else in its own words', async () => {
    const { app, lines } = appLogging();
    const get = (path: string) => request(app.callback()).get(path).set('Accept', 'application/json');
    const [fields, notFound, unavailable, fault, library] = await Promise.all(
      ['/ours/fields', '/ours/not-found', '/ours/unavailable', '/ours/fault', '/library/exposed'].map(get),
    );

    expect([fields.status, fields.body]).toEqual([
      400,
      { error: 'Invalid filter', fields: { stage: 'Unknown stage' } },
    ]);
    expect([notFound.status, notFound.body]).toEqual([404, { error: 'No such lead' }]);
    expect([unavailable.status, unavailable.body]).toEqual([503, { error: 'Please try again in a minute' }]);
    // A 5xx never shows its text or fields, and a library's message never shows, exposable or not.
    expect([fault.status, fault.body]).toEqual([500, { error: 'Internal Server Error' }]);
    expect([library.status, library.body]).toEqual([400, { error: 'Bad Request' }]);
    expect(lines.map((line) => [line.msg, line.path])).toEqual(
      expect.arrayContaining([
        ['Request failed', '/ours/fault'],
        ['Request refused by a library', '/library/exposed'],
      ]),
    );
    expect(lines).toHaveLength(2);
  });
});
