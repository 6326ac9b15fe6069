import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './portal-server';
import { NGINX, writeNginxConfig } from '../../scripts/lib/nginx-edge.mjs';

export interface RunningNginx {
  url: string;
  folder: string;
  /** What `nginx -t` said of the configuration. */
  checked: string;
  stop(): Promise<void>;
}

/** Debian's nginx in front of the portal at `upstreamPort`, in a folder of its own, on a free port. */
export async function startNginx(upstreamPort: number): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx was not found at ${NGINX}: install Debian's package (apt-get install nginx) or set NGINX_PATH.`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-nginx-'));
  // Run as root, nginx's workers drop to another user: they must be able to write the cache.
  fs.chmodSync(folder, 0o777);
  const port = await freePort();
  const config = writeNginxConfig(folder, { upstreamPort, port });
  const check = spawnSync(NGINX, ['-t', '-p', folder, '-c', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const server: ChildProcess = spawn(NGINX, ['-p', folder, '-c', config], { stdio: 'ignore' });
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
