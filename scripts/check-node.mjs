// Every npm script runs on the Node the project installs for itself: the `node` devDependency puts Node 24 at
// node_modules/.bin/node, which `npm run` finds first on PATH. Ending up on an older Node means that install is
// missing (or a script was started with a bare `node` outside npm); say so instead of failing somewhere deep.
// Kept to syntax every Node since 12 parses, since an old Node is exactly what it runs on when it complains.
import { readFileSync } from 'node:fs';

const wanted = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
const found = process.versions.node;
if (Number(found.split('.')[0]) < Number(wanted)) {
  console.error(
    [
      `This project runs on Node ${wanted}; this script started on Node ${found} (${process.execPath}).`,
      `Run 'npm ci' (it installs Node ${wanted} into node_modules/.bin) and start scripts with 'npm run …',`,
      `or switch with your version manager ('nvm use' reads .nvmrc).`,
    ].join('\n'),
  );
  process.exit(1);
}
