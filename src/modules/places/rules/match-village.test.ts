import { describe, expect, it } from 'vitest';
import { createVillageIndex } from './match-village';
import type { Village } from './pick-region-villages';

const village = (psgc: string, name: string, formerName: string | null = null): Village => ({
  psgc,
  name,
  formerName,
  municipalityPsgc: `${psgc.slice(0, 7)}000`,
});
const MILAGROSA_CALAMBA = village('0403405057', 'Milagrosa', 'Tulo');
const MILAGROSA_CARMONA = village('0402104011', 'Milagrosa');
const SANTO_NINO = village('0403428020', 'Santo Niño');
const TULO = village('0401005116', 'Tulo');
const index = createVillageIndex([MILAGROSA_CARMONA, TULO, SANTO_NINO, MILAGROSA_CALAMBA]);

describe('finding villages by name', () => {
  it('finds every village of a name, whatever the case, accents or spacing, by its name or its former name', () => {
    expect(index.named('MILAGROSA')).toEqual([MILAGROSA_CARMONA, MILAGROSA_CALAMBA]);
    expect(index.named('  santo  nino ')).toEqual([SANTO_NINO]);
    expect(index.named('Tulo')).toEqual([TULO, MILAGROSA_CALAMBA]);
  });

  it('finds nothing for an unknown name or for text that folds to nothing', () => {
    expect(index.named('Atlantis')).toEqual([]);
    expect(index.named('١٢٣')).toEqual([]);
    expect(index.named(' - ')).toEqual([]);
  });
});

describe('searching villages', () => {
  it('finds the villages whose name or former name holds the text', () => {
    expect(index.search('grosa')).toEqual([MILAGROSA_CARMONA, MILAGROSA_CALAMBA]);
    expect(index.search('niño')).toEqual([SANTO_NINO]);
    expect(index.search('tul')).toEqual([TULO, MILAGROSA_CALAMBA]);
  });

  it('finds nothing, not everything, for text that folds to nothing', () => {
    expect(index.search('...')).toEqual([]);
    expect(index.search('')).toEqual([]);
  });
});
