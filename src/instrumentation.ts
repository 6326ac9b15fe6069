/**
 * Runs once when the server starts: takes the data folder, migrates, seeds the region and creates
 * the first superadmin before any request is served. A second process on the same folder stops here.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startPortal } = await import('@/platform/startup/start-portal');
  await startPortal();
}
