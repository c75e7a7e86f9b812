// Grants or revokes admin from a shell: npm run admin -- grant|revoke <email>;
// npm run admin -- setup-link prints the owner setup link again.
// Works whether or not the shop is running (see shop-database.ts).
import { loadConfig } from '../config.ts';
import { parseAdminArgs, runAdminCommand } from './admin-command.ts';
import { openShopDatabase } from './shop-database.ts';

async function main(): Promise<number> {
  const parsed = parseAdminArgs(process.argv.slice(2));
  if ('exitCode' in parsed) {
    console.error(parsed.message);
    return parsed.exitCode;
  }
  const config = loadConfig();
  const database = await openShopDatabase(config, (message) => console.error(message));
  try {
    const result = await runAdminCommand(database.db, parsed, config);
    (result.exitCode === 0 ? console.log : console.error)(result.message);
    return result.exitCode;
  } finally {
    await database.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Could not run the admin command: ${reason}`);
    process.exit(1);
  },
);
