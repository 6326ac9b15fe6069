import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './portal-server';
import { PROJECT_ROOT } from './run-node';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const TEMPLATE = path.join(PROJECT_ROOT, 'deploy', 'nginx', 'acap.conf.template');

export interface RunningNginx {
  url: string;
  folder: string;
  /** What `nginx -t` said of the configuration. */
  checked: string;
  stop(): Promise<void>;
}

/** The template with its documented variables filled, as envsubst would (deploy/nginx/README.md). */
export function fillTemplate(values: Record<'ACAP_UPSTREAM' | 'ACAP_LISTEN' | 'ACAP_SERVER_NAME' | 'ACAP_CACHE_DIR', string>): string {
  const filled = fs
    .readFileSync(TEMPLATE, 'utf8')
    .replace(/\$\{(ACAP_[A-Z_]+)\}/g, (whole, name: string) => (name in values ? values[name as keyof typeof values] : whole));
  const left = filled.match(/\$\{[A-Z_]+\}/);
  if (left) throw new Error(`deploy/nginx/acap.conf.template uses ${left[0]}, which the README does not document`);
  return filled;
}

/** Debian's nginx in front of the portal at `upstreamPort`, in a folder of its own, on a free port. */
export async function startNginx(upstreamPort: number): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx was not found at ${NGINX}: install Debian's package (apt-get install nginx) or set NGINX_PATH.`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-nginx-'));
  // Run as root, nginx's workers drop to another user: they must be able to write the cache.
  fs.chmodSync(folder, 0o777);
  const port = await freePort();
  fs.writeFileSync(
    path.join(folder, 'acap.conf'),
    fillTemplate({
      ACAP_UPSTREAM: `127.0.0.1:${upstreamPort}`,
      ACAP_LISTEN: `127.0.0.1:${port}`,
      ACAP_SERVER_NAME: 'localhost',
      ACAP_CACHE_DIR: path.join(folder, 'cache'),
    }),
  );
  const at = (name: string) => path.join(folder, name);
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
}
`,
  );
  const check = spawnSync(NGINX, ['-t', '-p', folder, '-c', at('nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const server: ChildProcess = spawn(NGINX, ['-p', folder, '-c', at('nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 50; tries += 1) {
    try {
      await fetch(`${url}/favicon.ico`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    folder,
    checked: check.stderr,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGQUIT');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
