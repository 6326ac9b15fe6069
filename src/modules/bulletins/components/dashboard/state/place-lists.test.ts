import { describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { fetchMunicipalities } from './municipalities-slice';
import { dueListLoads, formOptions, placeListProblem } from './place-lists';
import { fetchProvinces } from './provinces-slice';
import { rootReducer, type DashboardRootState } from './store';
import { LAGUNA, options, provincesDocument } from './test-fixtures';

const stateAfter = (...actions: UnknownAction[]) => actions.reduce<DashboardRootState>((s, a) => rootReducer(s, a), rootReducer(undefined, { type: 'init' }));

describe('the form’s place lists', () => {
  it('are loaded as the form needs them: the provinces first, then the chosen province’s municipalities', () => {
    expect(dueListLoads(stateAfter(), '')).toEqual([{ list: 'provinces' }]);
    const started = stateAfter(fetchProvinces.pending('p'));
    expect(dueListLoads(started, '')).toEqual([]);
    expect(dueListLoads(started, LAGUNA)).toEqual([{ list: 'municipalities', province: LAGUNA }]);
    expect(dueListLoads(stateAfter(fetchProvinces.pending('p'), fetchMunicipalities.pending('m', { province: LAGUNA })), LAGUNA)).toEqual([]);
  });

  it('are not asked for again after a failed load', () => {
    const failed = stateAfter(fetchProvinces.pending('p'), fetchProvinces.rejected(null, 'p', undefined, { message: 'x', reason: 'y' }));
    expect(failed.provinces.error).toBe('x y');
    expect(dueListLoads(failed, '')).toEqual([]);
  });

  it('come from the provinces and municipalities slices once loaded, else from the page', () => {
    expect(formOptions(options, stateAfter(), LAGUNA)).toEqual(options);
    const state = stateAfter(
      fetchProvinces.pending('p'),
      fetchProvinces.fulfilled(provincesDocument, 'p'),
      fetchMunicipalities.pending('m', { province: LAGUNA }),
      fetchMunicipalities.fulfilled(provincesDocument[1]!.municipalities, 'm', { province: LAGUNA }),
    );
    const live = formOptions(options, state, LAGUNA);
    expect(live.provinces).toEqual([
      { psgc: '0401000000', name: 'Batangas' },
      { psgc: LAGUNA, name: 'Laguna' },
    ]);
    expect(live.municipalities.filter((m) => m.provincePsgc === LAGUNA).map((m) => m.name)).toEqual(['Bay', 'City of Calamba']);
    expect(live.municipalities.some((m) => m.name === 'Agoncillo')).toBe(true);
  });

  it('say when a place list failed and the page’s lists are used', () => {
    const failed = stateAfter(
      fetchMunicipalities.pending('m', { province: LAGUNA }),
      fetchMunicipalities.rejected(null, 'm', { province: LAGUNA }, { message: 'The municipalities could not be loaded.', reason: 'boom' }),
    );
    expect(placeListProblem(failed)).toBe('The municipalities could not be loaded. boom The form offers the places the page was opened with.');
    expect(placeListProblem(stateAfter())).toBeNull();
  });
});
