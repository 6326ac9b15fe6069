import { describe, expect, it } from 'vitest';
import { withoutRouterParameter } from './router-parameter.mjs';

describe("the router's parameter on a request the router did not send", () => {
  it.each([
    ['/?_rsc=POISON771', '/'],
    ['/privacy?%5Frsc=POISON771', '/privacy'],
    ['/tl?_rsc=a&_rsc=b', '/tl'],
    // Other parameters stay: the proxy redirects those a page does not take, and search reads its own.
    ['/bulletins?utm_source=x&_rsc=POISON771', '/bulletins?utm_source=x'],
    ['/search?q=los+ba%C3%B1os&_rsc=1', '/search?q=los+ba%C3%B1os'],
  ])('takes %s to %s', (target, handed) => {
    expect(withoutRouterParameter(target, false)).toBe(handed);
  });

  it('leaves every other address as it came, byte for byte', () => {
    for (const target of ['/', '/privacy', '/search?q=a%20b', '/bulletins?rsc=1', '/api/v1/places?q=bay&_rscx=1'])
      expect(withoutRouterParameter(target, false)).toBe(target);
  });

  it('leaves a fetch of the client router alone: Next sets the parameter aside itself', () => {
    expect(withoutRouterParameter('/privacy?_rsc=1x2y', true)).toBe('/privacy?_rsc=1x2y');
  });
});
