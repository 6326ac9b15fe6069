import { MAP_OUTLINE, type BulletinMap } from './bulletin-map';

// The label's size in map units: about 10 pt where the PDF places the map, 16 px in the HTML view.
const LABEL_SIZE = 15;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function shapeMarkup(shape: BulletinMap['shapes'][number]): string {
  const stroke = shape.selected ? MAP_OUTLINE : '#ffffff';
  if (shape.path) {
    return `<path d="${escape(shape.path)}" fill-rule="evenodd" fill="${shape.fill}" stroke="${stroke}" stroke-width="${shape.selected ? 3.5 : 0.8}"/>`;
  }
  return (
    `<circle cx="${shape.x}" cy="${shape.y}" r="${shape.selected ? 7 : 5}" fill="${shape.fill}" ` +
    `stroke="${shape.selected ? MAP_OUTLINE : '#555555'}" stroke-width="${shape.selected ? 3 : 0.8}"/>`
  );
}

/**
 * The bulletin's province map as one SVG document, the only drawing of it: the HTML view shows this
 * markup and the PDF prints it as a picture. Places coloured by the outlook (dots where no boundary is
 * loaded), the bulletin's own place outlined and named above its point (below it near the top), the
 * name haloed in white so it reads over any fill. The legend and credit are text beside the picture.
 */
export function drawBulletinMap(map: BulletinMap, place: string): string {
  const own = map.shapes.find((shape) => shape.selected);
  const label = own
    ? `<text x="${Math.min(Math.max(own.x, 40), map.width - 40)}" y="${own.y > 24 ? own.y - 10 : own.y + 22}" text-anchor="middle" ` +
      `font-size="${LABEL_SIZE}" font-weight="700" fill="${MAP_OUTLINE}" stroke="#ffffff" stroke-width="4" stroke-linejoin="round" ` +
      `paint-order="stroke">${escape(place)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${map.width}" height="${map.height}" viewBox="0 0 ${map.width} ${map.height}" ` +
    `font-family="'Noto Sans', sans-serif">${map.shapes.map(shapeMarkup).join('')}${label}</svg>`
  );
}
