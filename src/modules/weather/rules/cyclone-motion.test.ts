import { describe, expect, it } from 'vitest';
import { COMPASS_DIRECTIONS } from './conditions';
import { cycloneMotionTexts, motionOf, movementWords, strengthWords } from './cyclone-motion';

describe('cyclone motion in words', () => {
  it('says the movement in each language', () => {
    expect(movementWords({ direction: 'WNW', speed: 20 }, 'en')).toBe('West northwestward at 20 km/h');
    expect(movementWords({ direction: 'WNW', speed: 20 }, 'tl')).toBe('Pakanluran-hilagang-kanluran sa bilis na 20 km/h');
    expect(movementWords({ direction: 'stationary', speed: 5 }, 'tl')).toBe('Halos hindi gumagalaw');
    expect(movementWords({ speed: 20 }, 'en')).toBeNull();
  });
  it('has Tagalog words for every direction, none of them English', () => {
    for (const direction of COMPASS_DIRECTIONS) expect(movementWords({ direction }, 'tl')).toMatch(/^Pa(hilaga|timog|silangan|kanluran)/);
  });
  it('says the strength in each language, with gusts when given', () => {
    expect(strengthWords({ maxWinds: 120, gusts: 150 }, 'en')).toBe('Maximum sustained winds of 120 km/h near the centre, gusts up to 150 km/h');
    expect(strengthWords({ maxWinds: 120 }, 'tl')).toBe('Pinakamalakas na hanging 120 km/h malapit sa gitna');
    expect(strengthWords({}, 'en')).toBeNull();
  });
  it('prefers the composed words, then the text in the language, then the English', () => {
    const texts = { movement: 'West at 10 km/h', movementTl: null, strength: 'Winds of 65 km/h', strengthTl: 'Hanging 65 km/h' };
    expect(cycloneMotionTexts({ ...texts, motion: motionOf({ movementDirection: 'W', movementSpeed: 10 }) }, 'tl')).toEqual({
      movement: 'Pakanluran sa bilis na 10 km/h',
      strength: 'Hanging 65 km/h',
    });
    expect(cycloneMotionTexts(texts, 'tl').movement).toBe('West at 10 km/h');
    expect(cycloneMotionTexts(texts, 'en')).toEqual({ movement: 'West at 10 km/h', strength: 'Winds of 65 km/h' });
  });
});
