import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { topology } from 'topojson-server';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/boundaries/route';
import { boundary } from '@/db/schema';
import { SHIPPED_BOUNDARY_SOURCE } from '@/modules/places/rules/boundary-credit';
import { portalDb } from '../support/test-database';
import { seedBoundaries, SHIPPED_BOUNDARIES_FILE } from '@/modules/places/server/seed/seed-boundaries';
import { SHARED_DATA } from '../support/shared-data';
import { databaseWithCallers } from '../support/callers';
import { hugeGeoJson } from '../support/huge-uploads';
import { PROJECT_ROOT } from '../support/run-node';

const GEO = path.join(SHARED_DATA, 'geo');
const geoFiles = () =>
  fs
    .readdirSync(GEO)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, bytes: fs.readFileSync(path.join(GEO, name)) }));

const callers = databaseWithCallers();

function upload(headers: Record<string, string>, files: { name: string; bytes: Buffer }[]) {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  return POST(new Request('http://localhost:3000/api/boundaries', { method: 'POST', headers, body: form }));
}

describe('the shipped boundaries', () => {
  it('are what scripts/make-region-boundaries.mjs makes from the test data, byte for byte, every time', () => {
    const shipped = path.dirname(SHIPPED_BOUNDARIES_FILE);
    const made = [1, 2].map(() => {
      const out = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-boundaries-'));
      const run = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts/make-region-boundaries.mjs'), GEO, out], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/5 provinces, 142 cities and municipalities/);
      return out;
    });
    try {
      for (const name of fs.readdirSync(shipped).sort()) {
        const bytes = fs.readFileSync(path.join(shipped, name));
        for (const out of made) expect(fs.readFileSync(path.join(out, name)).equals(bytes), `${name} in ${out}`).toBe(true);
      }
      expect(fs.readdirSync(made[0]!).sort()).toEqual(fs.readdirSync(shipped).sort());
    } finally {
      for (const out of made) fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('are replaced shape by shape by an upload, as before', async () => {
    const db = await portalDb();
    expect(await seedBoundaries(db)).toMatchObject({ seeded: true, report: { municipalitiesWithShape: 142, provincesWithShape: 5, placesWithoutShape: [] } });
    const seeded = new Map((await db.select().from(boundary)).map((row) => [row.psgc, row]));
    const rizal = 'municities-provdist-405800000.0.01.json';
    const answer = await upload(callers.superadmin, [{ name: rizal, bytes: fs.readFileSync(path.join(GEO, rizal)) }]);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ municipalitiesWithShape: 14, placesWithoutShape: [], provincesWithoutShape: [] });
    const rows = await db.select().from(boundary);
    expect(rows).toHaveLength(147);
    const replaced = rows.filter((row) => row.source === rizal);
    expect(replaced.map((row) => row.psgc).every((psgc) => psgc.startsWith('04058'))).toBe(true);
    expect(replaced).toHaveLength(14);
    for (const row of replaced) expect(row.geometry).not.toEqual(seeded.get(row.psgc)!.geometry);
    expect(rows.filter((row) => row.source === SHIPPED_BOUNDARY_SOURCE)).toHaveLength(147 - 14);
    // An upload never brings the shipped set back, nor does the next start.
    expect(await seedBoundaries(db)).toEqual({ seeded: false, reason: 'has boundaries' });
  });
});

describe('importing boundaries', () => {
  it('is for superadmins only', async () => {
    expect((await upload(callers.anonymous, geoFiles())).status).toBe(401);
    expect((await upload(callers.noLevel, geoFiles())).status).toBe(403);
    expect((await upload(callers.admin, geoFiles())).status).toBe(403);
  });

  it('matches every municipality and province of the test data by PSGC code, Lucena from its barangays', async () => {
    const answer = await upload(callers.superadmin, geoFiles());
    expect(answer.status).toBe(201);
    const report = await answer.json();
    expect(report).toMatchObject({
      featuresRead: 179,
      municipalitiesWithShape: 142,
      provincesWithShape: 5,
      unmatchedFeatures: [],
      placesWithoutShape: [],
      provincesWithoutShape: [],
    });
    const [lucena] = await (await portalDb()).select().from(boundary).where(eq(boundary.psgc, '0431200000'));
    expect(lucena?.level).toBe('municipality');
    expect(['Polygon', 'MultiPolygon']).toContain(lucena?.geometry.type);
  });

  it('reads TopoJSON, matches by name when no code is given, and lists what it could not place', async () => {
    const rizal = JSON.parse(fs.readFileSync(path.join(GEO, 'municities-provdist-405800000.0.01.json'), 'utf8'));
    for (const feature of rizal.features) feature.properties = { name: feature.properties.adm3_en };
    rizal.features.push({ type: 'Feature', properties: { name: 'Atlantis' }, geometry: rizal.features[0].geometry });
    const topo = topology({ rizal });
    const answer = await upload(callers.superadmin, [{ name: 'rizal.topojson', bytes: Buffer.from(JSON.stringify(topo)) }]);
    expect(answer.status).toBe(201);
    const report = await answer.json();
    expect(report.municipalitiesWithShape).toBe(14);
    expect(report.unmatchedFeatures).toEqual([
      { file: 'rizal.topojson', feature: 14, name: 'Atlantis', reason: 'no place of the region has this code or name' },
    ]);
  });

  it('refuses files that are not boundaries, storing nothing', async () => {
    const db = await portalDb();
    const before = await db.select({ psgc: boundary.psgc, updatedAt: boundary.updatedAt }).from(boundary);
    const cases: [{ name: string; bytes: Buffer }, RegExp][] = [
      [{ name: 'notes.json', bytes: Buffer.from('{"hello": ') }, /notes\.json: this is not a GeoJSON or TopoJSON file/],
      [{ name: 'list.json', bytes: Buffer.from('[1,2,3]') }, /list\.json: expected a GeoJSON FeatureCollection or a TopoJSON Topology/],
      [
        {
          name: 'elsewhere.geojson',
          bytes: Buffer.from(
            JSON.stringify({
              type: 'FeatureCollection',
              features: [
                {
                  type: 'Feature',
                  properties: { name: 'Cebu City' },
                  geometry: {
                    type: 'Polygon',
                    coordinates: [
                      [
                        [123, 10],
                        [123.1, 10],
                        [123.1, 10.1],
                        [123, 10],
                      ],
                    ],
                  },
                },
              ],
            }),
          ),
        },
        /No feature in the files matches/,
      ],
    ];
    for (const [file, message] of cases) {
      const answer = await upload(callers.superadmin, [file]);
      expect(answer.status).toBe(400);
      expect((await answer.json()).error.message).toMatch(message);
    }
    const huge = await upload(callers.superadmin, [{ name: 'country.geojson', bytes: Buffer.alloc(11 * 1024 * 1024, 32) }]);
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.message).toMatch(/country\.geojson: the file is larger than 10 MB/);
    expect(await db.select({ psgc: boundary.psgc, updatedAt: boundary.updatedAt }).from(boundary)).toEqual(before);
  });

  it('refuses files nested too deep, too big to expand or naming arcs they lack, with a 4xx naming the limit, storing nothing', async () => {
    const db = await portalDb();
    const before = await db.select({ psgc: boundary.psgc, updatedAt: boundary.updatedAt }).from(boundary);
    const calamba = { name: 'Calamba' };
    const deep = `{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Calamba"},"geometry":{"type":"Polygon","coordinates":${'['.repeat(50_000)}${']'.repeat(50_000)}}}]}`;
    const arcs = [
      [
        [121, 14],
        [121.1, 14],
      ],
      [
        [121.1, 14],
        [121, 14.1],
      ],
      [
        [121, 14.1],
        [121, 14],
      ],
    ];
    const topology = (refs: number[]) => ({
      type: 'Topology',
      arcs,
      objects: { region: { type: 'GeometryCollection', geometries: [{ type: 'Polygon', properties: calamba, arcs: [refs] }] } },
    });
    const cases: [string, string, number, string][] = [
      ['deep.geojson', deep, 400, 'deep.geojson: the file nests arrays and objects more than 64 deep, which no boundary file does, and was refused.'],
      [
        'loops.topojson',
        JSON.stringify(topology(Array.from({ length: 1_200_000 }, (_, i) => i % 3))),
        413,
        'loops.topojson: the file has more than 250,000 arc references and was refused.',
      ],
      [
        'broken.topojson',
        JSON.stringify(topology([0, 1, 7])),
        400,
        'broken.topojson: the TopoJSON file refers to arc 7, but it has 3 arcs (numbered from 0); it is broken and was refused.',
      ],
    ];
    for (const [name, text, status, message] of cases) {
      const answer = await upload(callers.superadmin, [{ name, bytes: Buffer.from(text) }]);
      expect(answer.status, name).toBe(status);
      expect((await answer.json()).error.message).toBe(message);
    }
    // Two files within the cap each, over it together: the upload is measured as a whole.
    const together = await upload(callers.superadmin, [
      { name: 'north.geojson', bytes: hugeGeoJson(300_000) },
      { name: 'south.geojson', bytes: hugeGeoJson(300_000) },
    ]);
    expect(together.status).toBe(413);
    expect((await together.json()).error.message).toBe(
      'south.geojson: with the files before it, the upload has more than 500,000 points and was refused; simplify it first.',
    );
    expect(await db.select({ psgc: boundary.psgc, updatedAt: boundary.updatedAt }).from(boundary)).toEqual(before);
  });
});
