import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeSupportWarning, SUPPORTED_NODE } from './node-support.mjs';

describe('the Node npm start warns about', () => {
  it('is one older than the oldest supported release, named with the supported lines', () => {
    expect(nodeSupportWarning('20.20.2')).toBe(
      'Node 20.20.2 is not supported: the portal is supported on Node 22 (22.13 or later) and Node 24. It still runs on this one; install Node 24 (docs/deployment.md, "A supported Node")',
    );
    expect(nodeSupportWarning('v18.19.0')).toMatch(/^Node 18\.19\.0 is not supported: /);
    expect(nodeSupportWarning('21.7.3')).not.toBeNull();
    expect(nodeSupportWarning('22.12.0')).not.toBeNull();
  });

  it('is none on the supported lines, nor on a newer one', () => {
    for (const version of ['22.13.0', '22.21.1', 'v24.0.0', '24.21.0', '26.1.0']) expect(nodeSupportWarning(version)).toBeNull();
  });

  it('names the lines package.json engines gives', () => {
    const { engines } = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(engines.node).toBe(SUPPORTED_NODE.map(({ major, minor }) => `^${major}.${minor}.0`).join(' || '));
  });
});
