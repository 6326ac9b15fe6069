import { describe, expect, it } from 'vitest';
import { bulletinPagePath } from './bulletin-page-path';

describe('bulletinPagePath', () => {
  it('gives a bulletin’s page in its own language, for its QR code and feed entry', () => {
    expect(bulletinPagePath('0f9a54c2', 'en')).toBe('/bulletins/0f9a54c2');
    expect(bulletinPagePath('0f9a54c2', 'tag')).toBe('/tl/bulletins/0f9a54c2');
  });
});
