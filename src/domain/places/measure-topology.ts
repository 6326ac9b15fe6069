export interface TopologySize {
  geometries: number;
  /** Points once every arc is copied into each shape that uses it, as topojson-client does. */
  points: number;
}

const arcIndex = (ref: number) => (ref < 0 ? ~ref : ref);

/**
 * How big a TopoJSON file becomes when turned into GeoJSON. Small files can be huge: a thousand
 * shapes that each reuse one long arc are a few kilobytes of TopoJSON and a million points of
 * GeoJSON. Walks the geometries without recursion, so a deeply nested file cannot overflow the stack.
 */
export function measureTopology(topology: { arcs?: unknown; objects?: unknown }): TopologySize {
  const arcs = Array.isArray(topology.arcs) ? topology.arcs : [];
  const arcLength = (ref: unknown) => {
    const arc = typeof ref === 'number' ? arcs[arcIndex(ref)] : undefined;
    return Array.isArray(arc) ? arc.length : 0;
  };
  let geometries = 0;
  let points = 0;
  const geometryStack: unknown[] = Object.values((topology.objects as Record<string, unknown> | undefined) ?? {});
  while (geometryStack.length > 0) {
    const geometry = geometryStack.pop() as { arcs?: unknown; geometries?: unknown } | null;
    if (!geometry || typeof geometry !== 'object') continue;
    if (Array.isArray(geometry.geometries)) {
      geometryStack.push(...geometry.geometries);
      continue;
    }
    geometries++;
    const refs: unknown[] = [geometry.arcs];
    while (refs.length > 0) {
      const ref = refs.pop();
      if (Array.isArray(ref)) refs.push(...ref);
      else points += arcLength(ref);
    }
  }
  return { geometries, points };
}
