#!/usr/bin/env node
// `npm run build`: the build `npm start` makes (next build, then repeated server chunks folded into one).
import { build } from './lib/build.mjs';

process.exit(build(process.env.ACAP_DIST_DIR ?? '.next').status ?? 1);
