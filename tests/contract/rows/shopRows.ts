/*
 * Contract rows of the shop as a whole: what every page reads first.
 */
import { expect } from 'vitest';
import { type ContractRow, get, post, refusal, row } from '../contractRow';
import { configShape, guestIdShape, landingShape, modulesShape } from '../replyShapes';

/** Configuration, modules, guest ids and unknown paths. */
export const shopRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/config',
    when: 'anyone asks for the shop configuration',
    as: 'nobody',
    request: () => get('/config'),
    status: 200,
    reply: configShape,
    holds: (config) => {
      expect(config.zones.filter((zone) => zone.default_zone === 1)).toHaveLength(1);
    },
  }),
  row({
    endpoint: 'GET /api/v1/react-landing-page',
    when: 'anyone asks for the footer text and app links',
    as: 'nobody',
    request: () => get('/react-landing-page'),
    status: 200,
    reply: landingShape,
  }),
  row({
    endpoint: 'GET /api/v1/module',
    when: 'anyone asks for the business modules',
    as: 'nobody',
    request: () => get('/module'),
    status: 200,
    reply: modulesShape,
    holds: (modules) => expect(modules.length).toBeGreaterThan(0),
  }),
  row({
    endpoint: 'POST /api/v1/auth/guest/request',
    when: 'a visitor asks for a guest id',
    as: 'nobody',
    request: () => post('/auth/guest/request'),
    status: 200,
    reply: guestIdShape,
  }),
  refusal({
    endpoint: 'GET /api/v1/{unknown}',
    when: 'a path names no endpoint',
    as: 'nobody',
    request: () => get('/no-such-endpoint'),
    status: 404,
    code: 'not_found',
    message: 'Route not found',
  }),
];
