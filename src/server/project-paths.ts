import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs both from source (src/server/...) and bundled (dist/server/main.js);
// the project root is the nearest folder above either that has package.json.
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (no package.json above).');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsDir = join(projectRoot, 'src', 'server', 'db', 'migrations');
// PostgreSQL functions and triggers, one file each, applied after the migrations.
export const databaseFunctionsDir = join(projectRoot, 'src', 'server', 'db', 'functions');
export const webDistDir = join(projectRoot, 'dist', 'web');
