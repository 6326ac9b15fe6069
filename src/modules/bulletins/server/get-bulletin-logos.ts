import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LOGOS } from '@/modules/site/rules/logos';
import type { BulletinLogo } from './pdf/bulletin-pdf';

let logos: Promise<BulletinLogo[]> | undefined;

/**
 * The office's logos for a bulletin's header: the SVG files in public/logos (decision 010), read once
 * per process and handed to the renderer with the rest of what a bulletin needs.
 */
export function getBulletinLogos(): Promise<BulletinLogo[]> {
  logos ??= Promise.all(
    LOGOS.map(async (logo) => ({
      markup: await fs.readFile(path.join(process.cwd(), 'public/logos', logo.file), 'utf8'),
      width: logo.width,
      height: logo.height,
    })),
  );
  // A failure (a missing file) is not kept: the next bulletin tries again.
  logos.catch(() => (logos = undefined));
  return logos;
}
