// Debian's nginx for the bench: deploy/nginx/acap.conf.template filled as the README says
// (scripts/lib/nginx-edge.mjs, as the edge test does), in front of one portal,
// plus a second server of the bench's own that serves a folder of static files. The template is not
// changed: the static server sits beside it in the wrapper's `http {}`, so both share one nginx.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NGINX, writeNginxConfig } from '../lib/nginx-edge.mjs';
import { freePort } from './common.mjs';

// The template holds at most this many connections per client address (limit_conn); the bench's load
// comes from one address, so runs through nginx stay within it instead of counting its 429s.
export const NGINX_CONNECTIONS_PER_CLIENT = 32;

/**
 * nginx in a temporary folder: the edge at `url` in front of the portal at `upstreamPort`, and at
 * `staticUrl` the files of `files` ({ name: bytes }), each with a `.gz` twin sent as is to clients
 * that take gzip (gzip_static), as a cached compressed page is. `{ skipped }` when nginx is missing.
 */
export async function startBenchNginx(upstreamPort, files) {
  if (!fs.existsSync(NGINX)) return { skipped: `no nginx at ${NGINX} (apt-get install nginx, or set NGINX_PATH)` };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-bench-nginx-'));
  // Run as root, nginx's workers drop to another user: they must be able to write the cache and read the files.
  fs.chmodSync(folder, 0o777);
  const at = (name) => path.join(folder, name);
  fs.mkdirSync(at('static'));
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(at('static'), name), bytes);
  const [port, staticPort] = [await freePort(), await freePort()];
  // One worker, as in the tests: the edge and the static server share it, so their ratio compares
  // the work per request, not how the two cores are shared with the portal and the load tool.
  writeNginxConfig(folder, {
    upstreamPort,
    port,
    extra: `  server {
    listen 127.0.0.1:${staticPort};
    root ${at('static')};
    types { text/html html; }
    keepalive_timeout 15s;
    gzip_static on;
    gzip_vary on;
  }
`,
  });
  const check = spawnSync(NGINX, ['-t', '-p', folder, '-c', at('nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const server = spawn(NGINX, ['-p', folder, '-c', at('nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const staticUrl = `http://127.0.0.1:${staticPort}`;
  for (let tries = 0; ; tries += 1) {
    try {
      await fetch(`${staticUrl}/`);
      break;
    } catch (error) {
      if (tries >= 50 || server.exitCode !== null) throw new Error(`nginx did not start: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    staticUrl,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGQUIT');
        const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
