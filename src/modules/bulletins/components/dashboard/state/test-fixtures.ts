import type { ProvinceConstant } from '@/modules/places/server/get-province-constants';
import type { DashboardOptions } from '../dashboard-options';

/* Answers of the portal's read APIs, shaped as the servers give them, for the dashboard's unit tests. */

export const LAGUNA = '0403400000';
export const BAY = '0403402000';
export const CALAMBA = '0403405000';

export const provincesDocument: ProvinceConstant[] = [
  { id: '0401000000', label: 'Batangas', municipalities: [{ id: '0401001000', label: 'Agoncillo', kind: 'municipality' }] },
  {
    id: LAGUNA,
    label: 'Laguna',
    municipalities: [
      { id: BAY, label: 'Bay', kind: 'municipality' },
      { id: CALAMBA, label: 'City of Calamba', kind: 'city' },
    ],
  },
];

export const options: DashboardOptions = {
  provinces: [
    { psgc: '0401000000', name: 'Batangas' },
    { psgc: LAGUNA, name: 'Laguna' },
  ],
  municipalities: [
    { psgc: '0401001000', name: 'Agoncillo', provincePsgc: '0401000000' },
    { psgc: BAY, name: 'Bay', provincePsgc: LAGUNA },
  ],
  crops: [{ key: 'rice', name: 'Rice' }],
  seasonalMonths: [{ value: '2025-08', label: 'August 2025' }],
  signals: [],
  activeCyclone: true,
};

/** A fetch answering each URL with a JSON body and status; anything else is a 500. */
export function answers(byUrl: Record<string, [number, unknown]>) {
  return async (url: string) => {
    const [status, body] = byUrl[url] ?? [500, { error: { code: 'INTERNAL', message: `no answer for ${url}` } }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}
