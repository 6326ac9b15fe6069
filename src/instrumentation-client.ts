// Runs in the browser before any of the portal's own modules. Staff pages carry a nonce
// Content-Security-Policy without 'unsafe-eval' (decision 011). zod 4 probes `new Function` the first
// time it builds an object schema, to compile faster parsers; the probe is caught, but the browser
// still reports it as a policy violation. The forms validate small bodies: the plain parser is enough.
import { config } from 'zod/v4/core';

config({ jitless: true });
