import { describe, expect, it } from 'vitest';
import { labelBox, placeMapLabels, shortPlaceName, type LabelCandidate } from './place-map-labels';

const box = { width: 1000, height: 800 };
const label = (id: string, x: number, y: number, extra: Partial<LabelCandidate> = {}): LabelCandidate => ({
  id,
  text: id,
  x,
  y,
  size: 30,
  priority: 1,
  ...extra,
});
const overlap = (a: ReturnType<typeof labelBox>, b: ReturnType<typeof labelBox>) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('names on a map', () => {
  it('puts a lone label on its place', () => {
    expect(placeMapLabels([label('Bay', 500, 400)], box)).toEqual([{ id: 'Bay', text: 'Bay', x: 500, y: 400, size: 30, bold: false }]);
  });

  it('moves a label that would collide, and never lets two overlap', () => {
    const placed = placeMapLabels([label('Calauan', 500, 400), label('Victoria', 510, 405), label('Pila', 505, 395), label('Bay', 495, 410)], box);
    expect(placed.length).toBeGreaterThanOrEqual(3);
    const boxes = placed.map((p) => labelBox(p.text, p.x, p.y, p.size, p.bold));
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) expect(overlap(boxes[i]!, boxes[j]!), `${placed[i]!.id} / ${placed[j]!.id}`).toBe(false);
  });

  it('places the higher priority first and leaves out what cannot fit', () => {
    const crowd = Array.from({ length: 30 }, (_, i) => label(`Place ${i}`, 500 + (i % 3), 400 + (i % 2), { priority: i === 29 ? 10 : 1 }));
    const placed = placeMapLabels(crowd, box);
    expect(placed[0]!.id).toBe('Place 29');
    expect(placed.length).toBeLessThan(30);
  });

  it('uses the short form when the full name does not fit, and keeps labels inside the map and off reserved areas', () => {
    const [edge] = placeMapLabels([label('City of San Pedro', 990, 400, { short: 'San Pedro' })], box);
    expect(edge).toMatchObject({ text: 'San Pedro' });
    expect(edge!.x).toBeLessThan(990);
    expect(placeMapLabels([label('Far Away Place Name', 995, 400)], box)).toHaveLength(0);
    expect(placeMapLabels([label('City of San Pedro', 900, 400, { short: 'San Pedro' })], box)[0]).toMatchObject({ text: 'San Pedro', x: 900 });
    expect(placeMapLabels([label('City of San Pedro', 500, 400, { short: 'San Pedro' })], box)[0]!.text).toBe('City of San Pedro');
    expect(placeMapLabels([label('Bay', 100, 700)], box, [{ x: 0, y: 600, width: 400, height: 200 }])).toHaveLength(0);
  });

  it('shortens the long forms of place names', () => {
    expect(shortPlaceName('City of Calamba')).toBe('Calamba');
    expect(shortPlaceName('Batangas City')).toBe('Batangas');
    expect(shortPlaceName('General Mariano Alvarez')).toBe('Gen. Mariano Alvarez');
    expect(shortPlaceName('City of Sto. Tomas')).toBe('Sto. Tomas');
    expect(shortPlaceName('Santa Cruz')).toBe('Sta. Cruz');
    expect(shortPlaceName('Bay')).toBeUndefined();
  });
});
