import 'server-only';

/**
 * The first rung of a ladder (rungs 0 to `rungs` − 1, largest print first) whose render is one page,
 * and that render; null when none is. The renders are the costly part, so few are made: from `start`
 * (the rung a bulletin like it took) the search steps towards the rungs that decide, doubling its
 * step, then halves the gap between the last rung that ran over and the first that fitted. A guess
 * that is right costs two renders; `tried` keeps every render made, for the caller's last resort.
 */
export async function findFirstFit<T extends { pages: number }>(
  rungs: number,
  start: number,
  renderAt: (rung: number) => Promise<T>,
  tried = new Map<number, T>(),
): Promise<{ rung: number; rendered: T } | null> {
  let over = -1; // the last rung known to run over
  let fits = rungs; // the first rung known to fit
  const probe = async (rung: number) => {
    let rendered = tried.get(rung);
    if (!rendered) tried.set(rung, (rendered = await renderAt(rung)));
    if (rendered.pages === 1) fits = rung;
    else over = rung;
  };
  await probe(start);
  if (fits === start) for (let step = 1; over === -1 && fits > 0; step *= 2) await probe(Math.max(0, fits - step));
  else for (let step = 1; fits === rungs && over < rungs - 1; step *= 2) await probe(Math.min(rungs - 1, over + step));
  while (fits - over > 1) await probe(Math.floor((over + fits) / 2));
  return fits < rungs ? { rung: fits, rendered: tried.get(fits)! } : null;
}
