export interface TopologySize {
  geometries: number;
  /** Points once every arc is copied into each shape that uses it, as topojson-client does. */
  points: number;
  /** Arc indexes in the geometries, each use counted. */
  arcReferences: number;
  /** The first reference that names no arc of the file (out of range, or not an integer), as written; null when none. */
  badReference: string | null;
}

const arcIndex = (ref: number) => (ref < 0 ? ~ref : ref);

/**
 * How big a TopoJSON file becomes when turned into GeoJSON. Small files can be huge: a thousand
 * shapes that each reuse one long arc are a few kilobytes of TopoJSON and a million points of
 * GeoJSON. Walks the geometries without recursion and without spreading arrays into calls, so a
 * deeply nested file or a geometry of a million arc references cannot overflow the stack.
 */
export function measureTopology(topology: { arcs?: unknown; objects?: unknown }): TopologySize {
  const arcs = Array.isArray(topology.arcs) ? topology.arcs : [];
  let geometries = 0;
  let points = 0;
  let arcReferences = 0;
  let badReference: string | null = null;
  const geometryStack: unknown[] = Object.values((topology.objects as Record<string, unknown> | undefined) ?? {});
  while (geometryStack.length > 0) {
    const geometry = geometryStack.pop() as { arcs?: unknown; geometries?: unknown } | null;
    if (!geometry || typeof geometry !== 'object') continue;
    if (Array.isArray(geometry.geometries)) {
      for (const member of geometry.geometries as unknown[]) geometryStack.push(member);
      continue;
    }
    geometries++;
    const lists: unknown[] = [geometry.arcs];
    while (lists.length > 0) {
      const list = lists.pop();
      if (!Array.isArray(list)) continue;
      for (const ref of list as unknown[]) {
        if (Array.isArray(ref)) {
          lists.push(ref);
          continue;
        }
        arcReferences++;
        const arc = Number.isInteger(ref) ? arcs[arcIndex(ref as number)] : undefined;
        if (Array.isArray(arc)) points += arc.length;
        else badReference ??= String(JSON.stringify(ref) ?? ref).slice(0, 20);
      }
    }
  }
  return { geometries, points, arcReferences, badReference };
}
