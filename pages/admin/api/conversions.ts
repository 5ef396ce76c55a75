// The offline conversions calls: the conversion names, and the import file as a download.
import { AdminApiError, UNREACHABLE } from './admin-api-error.js';
import { call } from './call.js';
import { shape } from './shape.js';

export type ConversionFormat = 'google' | 'microsoft';
export type ConversionNames = Record<ConversionFormat, string | null>;

export interface ConversionExport {
  from: string;
  to: string;
  format: ConversionFormat;
  again: boolean;
  stage?: 'contacted' | 'qualified' | 'proposal';
}

const names = shape<{ names: ConversionNames }>(['names']);

export const getConversionNames = (signal?: AbortSignal) =>
  call('GET', '/api/admin/offline-conversions', { signal, answer: names });

export const saveConversionNames = (changed: Partial<Record<ConversionFormat, string>>) =>
  call('PUT', '/api/admin/offline-conversions/names', { body: changed, answer: names });

/** The import file, as the server named it; refusals thrown as AdminApiError like every call. */
export async function downloadConversions(request: ConversionExport): Promise<{ file: Blob; name: string }> {
  let response: Response;
  try {
    response = await fetch('/api/admin/offline-conversions.csv', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'text/csv, application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    throw new AdminApiError(0, null, UNREACHABLE);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new AdminApiError(response.status, body, null, null);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'conversions.csv';
  return { file: await response.blob(), name };
}
