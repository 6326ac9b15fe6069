import { describe, expect, it } from 'vitest';
import { parsePreviewAddress } from './preview-address';

describe('preview addresses', () => {
  it('mirror the weather, calendar and bulletin pages they preview', () => {
    expect(parsePreviewAddress('/previews/en/weather-services/ten-day/laguna/city-of-calamba.png')).toEqual({
      locale: 'en',
      subject: { kind: 'weather', view: { tab: 'ten-day', province: 'laguna', municipality: 'city-of-calamba' } },
    });
    expect(parsePreviewAddress('/previews/tl/weather-services/special.png')).toEqual({ locale: 'tl', subject: { kind: 'weather', view: { tab: 'special' } } });
    expect(parsePreviewAddress('/previews/en/cropping-calendar-v2/ten-day/rice/laguna/bay.png')).toMatchObject({
      subject: { kind: 'calendar', view: { mode: 'ten_day', crop: 'rice', province: 'laguna', municipality: 'bay' } },
    });
    expect(parsePreviewAddress('/previews/en/bulletins/0b6f8a52-9f0e-4a53-9d8e-3d8d1f6c2a11.png')).toEqual({
      locale: 'en',
      subject: { kind: 'bulletin', id: '0b6f8a52-9f0e-4a53-9d8e-3d8d1f6c2a11' },
    });
    expect(parsePreviewAddress('/previews/tl/page/privacy.png')).toEqual({ locale: 'tl', subject: { kind: 'page', page: 'privacy' } });
  });

  it('refuse anything a page of the portal does not show: other languages, text, days, unknown pages', () => {
    for (const address of [
      '/previews/fr/page/home.png',
      '/previews/en/page/Free%20rice%20for%20all.png',
      '/previews/en/page/home.svg',
      '/previews/en/weather-services/ten-day/laguna/2026-11-20.png',
      '/previews/en/weather-services/rain/laguna.png',
      '/previews/en/bulletins/not-an-id.png',
      '/previews/en/cropping-calendar-v2/ten-day/durian.png',
      '/previews/en/weather-services/ten-day/Laguna.png',
      '/previews/en/.png',
      '/maps/en/page/home.png',
    ]) {
      expect(parsePreviewAddress(address), address).toBeNull();
    }
  });
});
