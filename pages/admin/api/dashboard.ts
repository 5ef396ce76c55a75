// The sales dashboard's one call, for a period ("weeks=12" or "from=…&to=…").
import type { Dashboard } from '../../../site/dashboard.js';
import { call } from './call.js';
import { shape } from './shape.js';

const dashboard = shape<Dashboard>(['from', 'to', 'campaigns', 'landingPages', 'stages'], ['weeks']);

export const getDashboard = (periodQuery: string, signal?: AbortSignal) =>
  call('GET', `/api/admin/dashboard?${periodQuery}`, { signal, answer: dashboard });
