import { buildForTests } from '../support/portal-server';

/**
 * The build for the browser and server tests that start portals of their own (project
 * `e2e-database`): the same one `e2e` uses, built once per run whichever project asks first.
 */
export default function setup() {
  buildForTests();
}
