import { buildZip, deflatedEntry } from './zip-files';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';

const COLUMNS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A one-sheet .xlsx of about `cells` numeric cells, 26 to a row, its XML written by hand: seconds
 * where exceljs would take far longer for two million cells. The values vary (a cheap pseudo-random
 * sequence) so the sheet packs like a real one, about 6:1, far below the 200:1 of a zip bomb: only
 * the cell count is wrong with it.
 */
export function hugeWorkbook(cells: number): Buffer {
  const rows = Math.ceil(cells / COLUMNS.length);
  const pieces: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ];
  let seed = 12345;
  for (let row = 1; row <= rows; row++) {
    let xml = `<row r="${row}">`;
    for (const column of COLUMNS) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      xml += `<c r="${column}${row}"><v>${(seed % 1000) / 10}</v></c>`;
    }
    pieces.push(`${xml}</row>`);
  }
  pieces.push('</sheetData></worksheet>');
  const sheet = Buffer.from(pieces.join(''));
  return buildZip([
    deflatedEntry('[Content_Types].xml', Buffer.from(CONTENT_TYPES)),
    deflatedEntry('_rels/.rels', Buffer.from(ROOT_RELS)),
    deflatedEntry('xl/workbook.xml', Buffer.from(WORKBOOK)),
    deflatedEntry('xl/_rels/workbook.xml.rels', Buffer.from(WORKBOOK_RELS)),
    deflatedEntry('xl/worksheets/sheet1.xml', sheet),
  ]);
}

/**
 * A GeoJSON FeatureCollection of `points` positions in all, in polygons of `pointsPerFeature`
 * positions each, every feature matching Calamba. Whole-number positions (`[121,14]`) keep a million
 * of them under the 10 MB file cap, so the file reaches the point count rather than stopping at the
 * size check; they differ from feature to feature, so merging them into a topology would not
 * shrink them either.
 */
export function hugeGeoJson(points: number, pointsPerFeature = 1000): Buffer {
  const features: string[] = [];
  for (let done = 0, f = 0; done < points; done += pointsPerFeature, f++) {
    const count = Math.min(pointsPerFeature, points - done);
    const ring: string[] = [];
    for (let i = 0; i < count - 1; i++) ring.push(`[${100 + ((i + f) % 900)},${10 + ((i * 7 + f) % 90)}]`);
    ring.push(ring[0]!);
    features.push(`{"type":"Feature","properties":{"name":"Calamba"},"geometry":{"type":"Polygon","coordinates":[[${ring.join(',')}]]}}`);
  }
  return Buffer.from(`{"type":"FeatureCollection","features":[${features.join(',')}]}`);
}

/**
 * A GeoJSON FeatureCollection drawn as finely as a real region-wide file: `points` positions with six
 * decimals (some 21 bytes each), in features of `pointsPerFeature` positions, each a ring around its own
 * spot of CALABARZON, all of them Calamba's. 450,000 points make the 9.4 MB file that once filled the
 * server's heap: under the caps, so it is read, simplified and stored.
 */
export function finelyDrawnGeoJson(points: number, pointsPerFeature = 3000): Buffer {
  const features: string[] = [];
  for (let done = 0, f = 0; done < points; done += pointsPerFeature, f++) {
    const count = Math.min(pointsPerFeature, points - done);
    const [x, y] = [120.8 + (f % 12) * 0.1, 13.6 + Math.floor(f / 12) * 0.1];
    const ring: string[] = [];
    for (let i = 0; i < count - 1; i++) {
      const angle = (2 * Math.PI * i) / (count - 1);
      const radius = 0.04 + 0.005 * Math.sin(i * 0.7);
      ring.push(`[${(x + radius * Math.cos(angle)).toFixed(6)},${(y + radius * Math.sin(angle)).toFixed(6)}]`);
    }
    ring.push(ring[0]!);
    features.push(`{"type":"Feature","properties":{"name":"Calamba"},"geometry":{"type":"Polygon","coordinates":[[${ring.join(',')}]]}}`);
  }
  return Buffer.from(`{"type":"FeatureCollection","features":[${features.join(',')}]}`);
}
