import { describe, expect, it } from 'vitest';
import { MAP_OUTLINE, type BulletinMap } from './bulletin-map';
import { drawBulletinMap } from './bulletin-map-svg';

const map: BulletinMap = {
  width: 240,
  height: 200,
  shapes: [
    { psgc: '0403401000', name: 'Alaminos', x: 60, y: 150, code: 'near_normal', selected: false, fill: '#43a047' },
    { psgc: '0403402000', name: 'Bay', path: 'M100 60L180 60L180 140L100 140Z', x: 140, y: 100, code: 'above_normal', selected: true, fill: '#1e88e5' },
  ],
  legend: [],
  credits: [],
};

describe('drawBulletinMap', () => {
  it('draws each place in its fill, the bulletin’s own outlined and named above its point', () => {
    const svg = drawBulletinMap(map, 'Bay');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="240" height="200" viewBox="0 0 240 200"/);
    expect(svg).toContain('<circle cx="60" cy="150" r="5" fill="#43a047"');
    expect(svg).toContain(`<path d="M100 60L180 60L180 140L100 140Z" fill-rule="evenodd" fill="#1e88e5" stroke="${MAP_OUTLINE}" stroke-width="3.5"/>`);
    expect(svg).toMatch(/<text x="140" y="90" text-anchor="middle"[^>]*>Bay<\/text><\/svg>$/);
  });

  it('keeps the name inside the map, below the point near the top, and escapes it', () => {
    const corner = { ...map, shapes: [{ ...map.shapes[1]!, x: 5, y: 10 }] };
    expect(drawBulletinMap(corner, 'Bay & <Calauan>')).toMatch(/<text x="40" y="32"[^>]*>Bay &amp; &lt;Calauan&gt;<\/text>/);
  });

  it('names nothing when the map has no place of the bulletin', () => {
    expect(drawBulletinMap({ ...map, shapes: [map.shapes[0]!] }, 'Bay')).not.toContain('<text');
  });
});
