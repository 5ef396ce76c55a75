// The sales dashboard's one call.
import type { Dashboard } from '../../../site/dashboard.js';
import { call } from './call.js';
import { shape } from './shape.js';

const dashboard = shape<Dashboard>(['from', 'to', 'campaigns', 'landingPages', 'stages'], ['weeks']);

export const getDashboard = (signal?: AbortSignal) =>
  call('GET', '/api/admin/dashboard', { signal, answer: dashboard });
