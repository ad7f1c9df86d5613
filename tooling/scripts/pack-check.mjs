// Other internal apps install @shop/domain and @shop/api-client from their tarballs: pack both, install
// them with npm into a project outside this repository, and use them from plain Node.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, run } from './run.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pack-'));
try {
  for (const pkg of ['packages/domain', 'packages/api-client']) {
    if ((await run('pnpm', ['pack', '--pack-destination', dir], { cwd: path.join(ROOT, pkg) })) !== 0)
      process.exit(1);
  }
  const tarballs = readdirSync(dir).filter((name) => name.endsWith('.tgz'));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'pack-check', private: true, type: 'module' }),
  );
  if (
    (await run('npm', ['install', '--no-audit', '--no-fund', ...tarballs.map((name) => `./${name}`)], {
      cwd: dir,
    })) !== 0
  ) {
    process.exit(1);
  }
  writeFileSync(
    path.join(dir, 'check.mjs'),
    `import * as domain from '@shop/domain';
import { computeShippingFee } from '@shop/domain/pricing';
import { messageText } from '@shop/domain/messages';
import { createApiClient, messageFromErrorData } from '@shop/api-client';
const fee = domain.computeShippingFee({ district: 'Nowhere', fees: [] });
if (fee !== domain.DEFAULT_SHIPPING_FEE) throw new Error('shipping fee: ' + fee);
if (computeShippingFee !== domain.computeShippingFee) throw new Error('@shop/domain/pricing differs from the root entry');
if (messageText('ORDER_PLACED', 'en') !== 'Order placed successfully') throw new Error('@shop/domain/messages');
const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', idApp: 'x', trustKey: 'y' });
if (typeof client.listProducts !== 'function') throw new Error('api-client has no listProducts');
if (messageFromErrorData({ message: 'm' }, 'f') !== 'm') throw new Error('messageFromErrorData');
console.log('pack check: domain (root and area entries) and api-client import and run from their tarballs');
`,
  );
  process.exit(await run(process.execPath, ['check.mjs'], { cwd: dir }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
