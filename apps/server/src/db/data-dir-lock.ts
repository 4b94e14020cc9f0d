import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite is single-process: two servers on one data directory corrupt it. Take an exclusive
 * lock file holding our pid; a lock left by a dead process is taken over. Returns the release.
 * The file sits beside the directory (`<dataDir>.lock`): initdb refuses a non-empty directory.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = `${dataDir.replace(/[/\\]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (isAlive(holder) && holder !== process.pid) {
        throw new Error(
          `PGlite data directory ${dataDir} is in use by process ${holder}. ` +
            'Stop that server or start this one with another DATA_DIR.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`could not lock ${path}`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
