// `npm start`: builds the web app when its sources are newer than the last build, then starts the
// server (PGlite under DATA_DIR unless DATABASE_URL is set) on PORT, default 3000.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../../packages/contracts/src'].map((p) => join(web, p));
const stale =
  !existsSync(builtIndex) || Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(builtIndex).mtimeMs;

if (stale) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@robo/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
