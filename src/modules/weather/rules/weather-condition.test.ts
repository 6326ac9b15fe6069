import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rainfallClassOf } from './conditions';
import { percentOfNormal, weatherCondition } from './weather-condition';

describe('weatherCondition', () => {
  it('maps the rounded percent to the four categories at their edges', () => {
    expect(weatherCondition(0)).toBe('wb_normal');
    expect(weatherCondition(40)).toBe('wb_normal');
    expect(weatherCondition(40.4)).toBe('wb_normal');
    expect(weatherCondition(40.5)).toBe('b_normal');
    expect(weatherCondition(80)).toBe('b_normal');
    expect(weatherCondition(81)).toBe('near_normal');
    expect(weatherCondition(120)).toBe('near_normal');
    expect(weatherCondition(120.4)).toBe('near_normal');
    expect(weatherCondition(121)).toBe('above_normal');
    expect(weatherCondition('95')).toBe('near_normal');
  });

  it('fails on anything that is not a number', () => {
    expect(() => weatherCondition('abc')).toThrow('abc is not a number');
    expect(() => weatherCondition('')).toThrow(' is not a number');
    expect(() => weatherCondition(null)).toThrow('null is not a number');
    expect(() => weatherCondition(Number.NaN)).toThrow('NaN is not a number');
  });

  it('never decreases as the percent grows', () => {
    const order = ['wb_normal', 'b_normal', 'near_normal', 'above_normal'];
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0, max: 1000, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(weatherCondition(low))).toBeLessThanOrEqual(order.indexOf(weatherCondition(high)));
      }),
    );
  });
});

describe('percentOfNormal', () => {
  it('divides forecast by normal and rounds', () => {
    expect(percentOfNormal(150, 200)).toBe(75);
    expect(percentOfNormal(1, 3)).toBe(33);
    expect(percentOfNormal(null, 200)).toBeNull();
    expect(percentOfNormal(100, 0)).toBeNull();
  });
});

describe('rainfallClassOf', () => {
  it('reads PAGASA descriptions and amount classes', () => {
    expect(rainfallClassOf('LIGHT RAINS')).toBe('b_normal');
    expect(rainfallClassOf(' moderate  rains ')).toBe('near_normal');
    expect(rainfallClassOf('>180')).toBe('above_normal');
    expect(rainfallClassOf('NO RAIN')).toBe('wb_normal');
    expect(rainfallClassOf('SNOW')).toBeNull();
    expect(rainfallClassOf(null)).toBeNull();
  });
});
