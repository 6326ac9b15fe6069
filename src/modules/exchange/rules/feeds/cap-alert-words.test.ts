import { describe, expect, it } from 'vitest';
import { findBulletinNumber, findCycloneName, findSignalInText, isSignalParameter, readSignalValue } from './cap-alert-words';

describe('the words of a CAP alert', () => {
  it('finds one wind signal in a text, however it is written, and none when it names two', () => {
    expect(findSignalInText('Signal No. 3: tropical cyclone Kristine (Quezon)')).toBe('signal_number_3');
    expect(findSignalInText('TCWS #2 raised over Batangas')).toBe('signal_number_2');
    expect(findSignalInText('Wind Signal No. 1 for Laguna')).toBe('signal_number_1');
    expect(findSignalInText('Tropical Cyclone Wind Signal Number 4')).toBe('signal_number_4');
    expect(findSignalInText('TCWS 5')).toBe('signal_number_5');
    expect(findSignalInText('Signal No. 2 over Rizal; Signal No. 3 over Quezon')).toBeNull();
    expect(findSignalInText('Typhoon KRISTINE')).toBeNull();
    expect(findSignalInText('Signal No. 6')).toBeNull();
  });

  it('knows the parameters that carry a signal and reads their values', () => {
    for (const name of ['windSignal', 'WindSignal', 'TCWS', 'signal', 'wind_signal_level', 'Tropical Cyclone Wind Signal'])
      expect(isSignalParameter(name), name).toBe(true);
    for (const name of ['source', 'pagasaBulletinNumber', 'signalStrength']) expect(isSignalParameter(name), name).toBe(false);
    expect(readSignalValue('signal_number_3')).toBe('signal_number_3');
    expect(readSignalValue('general_no_signal')).toBe('general_no_signal');
    expect(readSignalValue('2')).toBe('signal_number_2');
    expect(readSignalValue('#4')).toBe('signal_number_4');
    expect(readSignalValue('Signal No. 1')).toBe('signal_number_1');
    expect(readSignalValue('high')).toBeNull();
  });

  it('finds the cyclone’s name and category in the event, headline or description', () => {
    expect(findCycloneName(['Tropical cyclone wind signal', 'Signal No. 2: tropical cyclone Kristine (Quezon)'])).toEqual({ name: 'Kristine', category: null });
    expect(findCycloneName(['Typhoon "PEPITO" (MAN-YI)'])).toEqual({ name: 'PEPITO', category: 'typhoon' });
    expect(findCycloneName(['Tropical Cyclone Wind Signal No. 2', 'TCWS #2 for Severe Tropical Storm KRISTINE (TRAMI)'])).toEqual({
      name: 'KRISTINE',
      category: 'severe_tropical_storm',
    });
    expect(findCycloneName(['Bagyong Kristine'])).toEqual({ name: 'Kristine', category: null });
    expect(findCycloneName(['Tropical cyclone wind signal', 'Heavy rainfall warning'])).toBeNull();
  });

  it('finds PAGASA’s bulletin number in a parameter or the texts', () => {
    expect(findBulletinNumber([{ valueName: 'pagasaBulletinNumber', value: '11' }], [])).toBe('11');
    expect(findBulletinNumber([], ["From PAGASA's tropical cyclone bulletin no. 8, issued October 22"])).toBe('8');
    expect(findBulletinNumber([], ['Tropical Cyclone Bulletin #12A'])).toBe('12A');
    expect(findBulletinNumber([{ valueName: 'source', value: 'PAGASA' }], ['Typhoon KRISTINE'])).toBeNull();
  });
});
