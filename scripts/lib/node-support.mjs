// The Node.js lines the portal is supported on (package.json `engines`, docs/decisions/072). `npm start`
// still runs on an older Node (the Node 20 the office's machines ship) and says so in one log line.

/** The supported LTS lines, oldest first, each with its oldest release every dependency takes. */
export const SUPPORTED_NODE = [
  { major: 22, minor: 13 },
  { major: 24, minor: 0 },
];

const inWords = SUPPORTED_NODE.map(({ major, minor }) => (minor > 0 ? `Node ${major} (${major}.${minor} or later)` : `Node ${major}`)).join(' and ');

/**
 * The warning `npm start` logs when it runs on a Node older than the oldest supported release
 * (`version` as in `process.versions.node`; a leading `v` is taken), else null. A Node newer than the
 * supported lines gets none here: npm's EBADENGINE notice already says it is not one of them.
 */
export function nodeSupportWarning(version) {
  const bare = String(version).replace(/^v/, '');
  const [major = 0, minor = 0] = bare.split('.').map(Number);
  const oldest = SUPPORTED_NODE[0];
  if (major > oldest.major || (major === oldest.major && minor >= oldest.minor)) return null;
  return `Node ${bare} is not supported: the portal is supported on ${inWords}. It still runs on this one; install Node 24 (docs/deployment.md, "A supported Node")`;
}
