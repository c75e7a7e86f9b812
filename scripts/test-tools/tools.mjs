// What the test suite needs from the operating system: the programs npm cannot
// install. The paths are the ones the tests themselves use (test/support/chromium.ts,
// test/system/scale-out/support/nginx.ts, test/system/backup-restore.test.ts), and
// the packages are Debian's and Ubuntu's names for them.

/** The PostgreSQL major whose server and pg_dump/pg_restore the backup test runs. */
export const POSTGRES_MAJOR = 15;

/**
 * @typedef {object} Tool
 * @property {string} name what it is called in messages
 * @property {string} usedBy which tests need it
 * @property {string} aptPackage the Debian package that installs it
 * @property {string} [envVar] a variable that points the tests at another copy
 * @property {(env: Record<string, string | undefined>) => string[]} files executables the tests run
 * @property {string} unavailable what to do where the package lists do not have it
 */

/** @type {Tool[]} */
export const TOOLS = [
  {
    name: 'Chromium',
    usedBy: 'the browser tests and the Lighthouse page runs',
    aptPackage: 'chromium',
    envVar: 'CHROMIUM_PATH',
    files: (env) => [env.CHROMIUM_PATH || '/usr/bin/chromium'],
    unavailable:
      'install Chromium or Google Chrome another way (Ubuntu ships Chromium as a snap) ' +
      'and set CHROMIUM_PATH to its binary',
  },
  {
    name: 'nginx',
    usedBy: 'the scale-out system test',
    aptPackage: 'nginx',
    envVar: 'NGINX_PATH',
    files: (env) => [env.NGINX_PATH || '/usr/sbin/nginx'],
    unavailable: 'install nginx another way and set NGINX_PATH to its binary',
  },
  {
    name: `PostgreSQL ${POSTGRES_MAJOR}`,
    usedBy: 'the backup and restore system test',
    aptPackage: `postgresql-${POSTGRES_MAJOR}`,
    files: () =>
      ['initdb', 'postgres', 'pg_dump', 'pg_restore'].map(
        (program) => `/usr/lib/postgresql/${POSTGRES_MAJOR}/bin/${program}`,
      ),
    unavailable:
      `add the PostgreSQL project's apt repository, which has every major version ` +
      `(apt-get install -y postgresql-common && ` +
      `/usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y), ` +
      `then apt-get install -y postgresql-${POSTGRES_MAJOR}`,
  },
];
