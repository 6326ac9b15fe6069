import { z } from 'zod';
import { operation } from '@/platform/contracts/api-operation';
import { ATOM_TYPE, CAP_TYPE } from './feed-paths';

const tag = 'Feeds';
const publicRead = { kind: 'public' } as const;
/** Feeds take no query: one address per feed, so caches and readers keep one copy. */
const noQuery = z.object({}).strict();

const shown = (value: unknown) => (String(value).length > 40 ? `${String(value).slice(0, 40)}…` : String(value));
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An archive slug (`laguna`, `city-of-binan`), optionally with the file's ending (`laguna.atom`), which is dropped. */
const slug = (what: string, ending = '') =>
  z
    .string()
    .refine((value) => value.endsWith(ending) && SLUG.test(value.slice(0, value.length - ending.length)), {
      error: (issue) =>
        `"${shown(issue.input)}" is not a ${what}: write it as the bulletins archive does, such as ${what === 'province' ? 'laguna' : 'bay'}${ending}.`,
    })
    .transform((value) => value.slice(0, value.length - ending.length));

const alertFile = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.xml$/, {
    error: (issue) => `"${shown(issue.input)}" is not an alert: its address is the advisory's id followed by .xml, as the alerts feed links it.`,
  })
  .transform((value) => value.slice(0, -'.xml'.length));

const atom = (of: string) => ({ type: ATOM_TYPE, description: `An Atom 1.0 feed of ${of}.` });
const bulletinsFeed = "the newest 50 published bulletins, each linking its page and its PDF, in the bulletin's own language";

/** Feeds for readers and alerting systems: Atom for bulletins, CAP 1.2 for the cyclone wind signals the portal relays (decision 038). */
export const FEEDS_CONTRACT = {
  regionBulletins: operation({
    method: 'GET',
    path: '/feeds/bulletins.atom',
    tag,
    summary: 'Published bulletins of the whole region (Atom)',
    access: publicRead,
    input: noQuery,
    produces: atom(bulletinsFeed),
  }),
  provinceBulletins: operation({
    method: 'GET',
    path: '/feeds/bulletins/{province}',
    tag,
    summary: "Published bulletins of a province (Atom), at `/feeds/bulletins/{slug}.atom` with the archive's slug",
    access: publicRead,
    input: noQuery,
    params: z.object({ province: slug('province', '.atom') }),
    produces: atom(bulletinsFeed),
    notFound: { description: 'No province of the region has that slug.' },
  }),
  municipalityBulletins: operation({
    method: 'GET',
    path: '/feeds/bulletins/{province}/{municipality}',
    tag,
    summary: "Published bulletins of a city or municipality (Atom), at `/feeds/bulletins/{province}/{slug}.atom` with the archive's slugs",
    access: publicRead,
    input: noQuery,
    params: z.object({ province: slug('province'), municipality: slug('municipality', '.atom') }),
    produces: atom(bulletinsFeed),
    notFound: { description: 'No place of the region has those slugs.' },
  }),
  cycloneAlerts: operation({
    method: 'GET',
    path: '/feeds/cyclone-advisories.atom',
    tag,
    summary: 'The CAP alerts of the tropical cyclone wind signals the portal relays from PAGASA (Atom index, newest first)',
    access: publicRead,
    input: noQuery,
    produces: atom('the CAP alerts, each entry linking its CAP 1.2 document'),
  }),
  capAlert: operation({
    method: 'GET',
    path: '/feeds/cap/{alert}',
    tag,
    summary: "One advisory's CAP 1.2 alert, at `/feeds/cap/{id}.xml`",
    access: publicRead,
    input: noQuery,
    params: z.object({ alert: alertFile }),
    produces: { type: CAP_TYPE, description: 'A CAP 1.2 alert (urn:oasis:names:tc:emergency:cap:1.2).' },
    notFound: { description: 'No advisory has that id, or it makes no alert (a "no active cyclone" with nothing to cancel).' },
  }),
};
