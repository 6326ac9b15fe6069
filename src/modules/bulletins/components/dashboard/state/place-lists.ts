import { REGION } from '@/modules/places/rules/region';
import type { DashboardOptions } from '../dashboard-options';
import { loadedFor } from './load-cycle';
import type { DashboardRootState } from './store';

type PlaceLists = Pick<DashboardRootState, 'provinces' | 'municipalities'>;

/** The place lists of the form: the loaded provinces and municipalities slices, else the lists the page came with. */
export function formOptions(options: DashboardOptions, state: PlaceLists, province: string): DashboardOptions {
  const provinces = loadedFor(state.provinces, REGION.key);
  const municipalities = loadedFor(state.municipalities, province || null);
  return {
    ...options,
    provinces: provinces ? provinces.map((p) => ({ psgc: p.id, name: p.label })) : options.provinces,
    municipalities: municipalities
      ? [
          ...options.municipalities.filter((m) => m.provincePsgc !== province),
          ...municipalities.map((m) => ({ psgc: m.id, name: m.label, provincePsgc: province })),
        ]
      : options.municipalities,
  };
}

/** A place-list load that failed: the form keeps the page's lists, and says so. */
export function placeListProblem(state: PlaceLists): string | null {
  const error = state.provinces.error ?? state.municipalities.error;
  return error ? `${error} The form offers the places the page was opened with.` : null;
}

/** The place-list loads the form's province needs and the state has not asked for (a failed one is not asked again). */
export function dueListLoads(state: PlaceLists, province: string): ({ list: 'provinces' } | { list: 'municipalities'; province: string })[] {
  return [
    ...(state.provinces.key !== REGION.key ? [{ list: 'provinces' as const }] : []),
    ...(province && state.municipalities.key !== province ? [{ list: 'municipalities' as const, province }] : []),
  ];
}
