import type { Action } from './actions';

/** Who may call a route: anyone, or whoever `can()` lets do a named action of `actions.ts`. */
export type Access =
  | { kind: 'public' }
  /** Anonymous callers get 401, others who may not 403. */
  | { kind: 'action'; action: Action };
