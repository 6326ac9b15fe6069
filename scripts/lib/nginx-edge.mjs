// deploy/nginx/acap.conf.template filled as its README says, inside an nginx.conf of a temporary
// folder of its own (pid, logs, temp files): how the edge test and the bench run Debian's nginx.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './build.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const TEMPLATE = path.join(ROOT, 'deploy', 'nginx', 'acap.conf.template');

/** The template with its documented variables filled, as envsubst would; a variable left over is an error. */
export function fillTemplate(values) {
  const filled = fs.readFileSync(TEMPLATE, 'utf8').replace(/\$\{(ACAP_[A-Z_]+)\}/g, (whole, name) => values[name] ?? whole);
  const left = filled.match(/\$\{[A-Z_]+\}/);
  if (left) throw new Error(`deploy/nginx/acap.conf.template uses ${left[0]}, which deploy/nginx/README.md does not document`);
  return filled;
}

/**
 * Writes `folder`/nginx.conf: one worker, everything nginx writes kept in `folder`, the filled template
 * for the portal at `upstreamPort` listening on `port`, and `extra` (more `server` blocks) beside it.
 * Returns the configuration's path.
 */
export function writeNginxConfig(folder, { upstreamPort, port, extra = '' }) {
  const at = (name) => path.join(folder, name);
  fs.writeFileSync(
    at('acap.conf'),
    fillTemplate({ ACAP_UPSTREAM: `127.0.0.1:${upstreamPort}`, ACAP_LISTEN: `127.0.0.1:${port}`, ACAP_SERVER_NAME: 'localhost', ACAP_CACHE_DIR: at('cache') }),
  );
  fs.writeFileSync(
    at('nginx.conf'),
    `worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log ${at('access.log')};
  client_body_temp_path ${at('body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  include ${at('acap.conf')};
${extra}}
`,
  );
  return at('nginx.conf');
}
