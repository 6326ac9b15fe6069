#!/usr/bin/env node
// `npm run boundaries:make [-- SOURCE_DIR [OUT_DIR]]`: builds the boundaries the portal ships and seeds
// at first start (docs/decisions/022-shipped-boundaries.md) from the faeldon/philippines-json-maps
// files (MIT, PSGC 2023, medium resolution) in SOURCE_DIR (default ../shared/data/geo):
//   municities-provdist-4*.json    the cities and municipalities of each province
//   bgysubmuns-municity-4*.json    the barangays of a city outside any province's file (Lucena),
//                                  dissolved into the city
//   provdists-region-400000000.*   the provinces: their names and codes; their shapes are dissolved
//                                  from their municipalities, so shared borders stay one line
// Writes OUT_DIR (default src/modules/places/server/seed/boundaries): one quantized TopoJSON, the source's licence
// and README.md (source, licence, method). The output depends only on the input: running it twice
// writes the same bytes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { merge, mergeArcs, quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { filter, filterWeight, presimplify, simplify } from 'topojson-simplify';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA_FILE = 'calabarzon-boundaries.topo.json';
const LICENSE_FILE = 'LICENSE-faeldon-philippines-json-maps.txt';
const REGION_PSGC = '0400000000';
// The same weight as src/modules/places/server/simplify-boundaries.ts (square degrees: a few square pixels
// when Rizal fills a map), so an import of this file changes next to nothing.
const MIN_WEIGHT = 3e-6;
// Steps across the region's box: about 2 m, close to the ~1 m the importer rounds to.
const QUANTIZATION = 1e5;
// When the source files were taken (their copy in ../shared/data/geo); change it with the source.
const SOURCE_DATE = '2026-11-23';

// Cities outside every province's file, whose barangay files name barangays, not the city: the
// portal counts Lucena with Quezon, the province around it.
const INDEPENDENT_CITIES = { '0431200000': { name: 'City of Lucena', province: '0405600000' } };

// Thousands separated the same way on every machine, whatever its locale.
const thousands = (n) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
const pad = (value) =>
  String(value ?? '')
    .trim()
    .padStart(10, '0');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const byPsgc = (a, b) => (a.properties.psgc < b.properties.psgc ? -1 : a.properties.psgc > b.properties.psgc ? 1 : 0);

function fail(message) {
  console.error(`boundaries:make: ${message}`);
  process.exit(1);
}

/** Every feature of the source folder the region needs, as municipalities with 10-digit codes. */
function readSource(sourceDir) {
  const names = fs.readdirSync(sourceDir).sort();
  const municipalFiles = names.filter((name) => /^municities-provdist-4\d{8}\.0\.01\.json$/.test(name));
  const barangayFiles = names.filter((name) => /^bgysubmuns-municity-4\d{8}\.0\.01\.json$/.test(name));
  const provinceFile = names.find((name) => /^provdists-region-400000000\.0\.01\.json$/.test(name));
  if (municipalFiles.length === 0 || !provinceFile) fail(`${sourceDir} lacks the municities-provdist-4*.json or provdists-region-400000000 files.`);

  const provinces = readJson(path.join(sourceDir, provinceFile))
    .features.filter((f) => f.properties.geo_level === 'Prov' && pad(f.properties.adm1_psgc) === REGION_PSGC)
    .map((f) => ({ psgc: pad(f.properties.adm2_psgc), name: String(f.properties.adm2_en).trim() }))
    .sort((a, b) => (a.psgc < b.psgc ? -1 : 1));

  const municipalities = municipalFiles.flatMap((name) =>
    readJson(path.join(sourceDir, name)).features.map((f) => ({
      type: 'Feature',
      properties: { psgc: pad(f.properties.adm3_psgc), name: String(f.properties.adm3_en).trim(), province: pad(f.properties.adm2_psgc) },
      geometry: f.geometry,
    })),
  );
  // A city outside every province's file (a highly urbanised city): its barangays, dissolved.
  const known = new Set(municipalities.map((m) => m.properties.psgc));
  for (const name of barangayFiles) {
    const { features } = readJson(path.join(sourceDir, name));
    const psgc = pad(features[0]?.properties.adm3_psgc);
    const city = INDEPENDENT_CITIES[psgc];
    if (known.has(psgc) || !city) continue;
    const pieces = topology({ barangays: { type: 'FeatureCollection', features } });
    const shape = merge(pieces, pieces.objects.barangays.geometries);
    municipalities.push({
      type: 'Feature',
      properties: { psgc, name: city.name, province: city.province },
      geometry: shape.coordinates.length === 1 ? { type: 'Polygon', coordinates: shape.coordinates[0] } : shape,
    });
    known.add(psgc);
  }
  return { provinces, municipalities: municipalities.sort(byPsgc), files: [provinceFile, ...municipalFiles, ...barangayFiles] };
}

/** Simplified and quantized TopoJSON: municipalities, and provinces merged from them over shared arcs. */
function buildTopology({ provinces, municipalities }) {
  const simplified = simplify(presimplify(topology({ municipalities: { type: 'FeatureCollection', features: municipalities } })), MIN_WEIGHT);
  const geometries = simplified.objects.municipalities.geometries;
  const provinceGeometries = provinces.map((p) => {
    const members = geometries.filter((g) => g.properties.province === p.psgc);
    if (members.length === 0) fail(`no municipality of the source belongs to ${p.name} (${p.psgc}).`);
    return { ...mergeArcs(simplified, members), properties: { psgc: p.psgc, name: p.name, level: 'province' } };
  });
  const objects = {
    provinces: { type: 'GeometryCollection', geometries: provinceGeometries },
    municipalities: {
      type: 'GeometryCollection',
      geometries: geometries.map((g) => ({
        type: g.type,
        arcs: g.arcs,
        properties: { psgc: g.properties.psgc, name: g.properties.name, level: 'municipality' },
      })),
    },
  };
  const quantized = quantize({ type: 'Topology', objects, arcs: simplified.arcs }, QUANTIZATION);
  // Rings left without area (a speck of an island reduced to a line) are dropped; unused arcs go with them.
  const cleaned = filter(quantized, filterWeight(quantized, Number.MIN_VALUE));
  delete cleaned.bbox;
  return cleaned;
}

function attribution({ files, provinces, municipalities, bytes }) {
  return `# Shipped boundaries of CALABARZON

\`${DATA_FILE}\` holds simplified boundaries of the 5 provinces (${provinces.map((p) => p.name).join(', ')})
and ${municipalities} cities and municipalities of Region IV-A (CALABARZON). The portal loads it into an
empty database at first start, so its maps draw shapes before any upload; a superadmin's upload
replaces them (docs/decisions/022-shipped-boundaries.md).

## Source and licence

- Data: [faeldon/philippines-json-maps](https://github.com/faeldon/philippines-json-maps), GeoJSON,
  medium resolution (\`0.01\`), PSGC 2023 edition. Copyright (c) James Faeldon, MIT licence: see
  \`${LICENSE_FILE}\` beside this file, which must travel with the data.
- Files used, as taken on ${SOURCE_DATE}:
${files.map((f) => `  - \`${f}\``).join('\n')}
- Credit shown on the maps: "Boundaries: PSGC 2023, faeldon/philippines-json-maps (MIT), simplified".

## How it was made

\`scripts/make-region-boundaries.mjs\`:

1. Reads each province's cities and municipalities; Lucena, a highly urbanised city outside Quezon's
   file, is dissolved from its barangays. PSGC codes are zero-padded to the portal's 10 digits.
2. Builds one topology of the municipalities (shared borders become one arc) and simplifies it
   (Visvalingam, minimum weight ${MIN_WEIGHT} square degrees, as the portal's importer does).
3. Dissolves each province from its municipalities over their shared arcs (Lucena counts with
   Quezon), so province and municipal borders agree; the province file gives their names and codes.
4. Quantizes to ${thousands(QUANTIZATION)} steps across the region (about 2 m) and drops
   rings left without area.

Each feature keeps only \`psgc\` (10 digits), \`name\` and \`level\` (\`province\` or \`municipality\`).
Result: ${thousands(bytes)} bytes.

## Regenerating

\`\`\`sh
npm run boundaries:make                 # reads ../shared/data/geo, writes src/modules/places/server/seed/boundaries
npm run boundaries:make -- SOURCE OUT   # other folders
\`\`\`

The output depends only on the source files: running it twice gives the same bytes. A database
that already has boundaries keeps them; load a new file with \`npm run acap -- boundaries:import\`.
`;
}

function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const sourceDir = path.resolve(positionals[0] ?? path.join(ROOT, '../shared/data/geo'));
  const outDir = path.resolve(positionals[1] ?? path.join(ROOT, 'src/modules/places/server/seed/boundaries'));
  if (!fs.existsSync(sourceDir)) fail(`no source folder at ${sourceDir}; pass it as the first argument.`);
  const licence = path.join(sourceDir, LICENSE_FILE);
  if (!fs.existsSync(licence)) fail(`${sourceDir} has no ${LICENSE_FILE}; the data may not be shipped without it.`);

  const source = readSource(sourceDir);
  const built = buildTopology(source);
  const missing = built.objects.municipalities.geometries.filter((g) => g.type === null).map((g) => g.properties.name);
  if (missing.length > 0) fail(`no shape left once simplified for ${missing.join(', ')}.`);
  const text = `${JSON.stringify(built)}\n`;

  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, DATA_FILE), text);
  fs.writeFileSync(path.join(outDir, LICENSE_FILE), fs.readFileSync(licence));
  const municipalities = built.objects.municipalities.geometries.length;
  fs.writeFileSync(
    path.join(outDir, 'README.md'),
    attribution({ files: source.files, provinces: source.provinces, municipalities, bytes: Buffer.byteLength(text) }),
  );
  process.stdout.write(
    `Wrote ${path.join(outDir, DATA_FILE)}: ${source.provinces.length} provinces, ${municipalities} cities and municipalities, ` +
      `${built.arcs.length} arcs, ${thousands(Buffer.byteLength(text))} bytes.\n`,
  );
}

main();
