import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { EMBEDDED_DATABASE_NODE_FLAGS, SERVER_NODE_FLAGS, serverNodeFlags } from './run.mjs';

describe("the server's Node flags", () => {
  it('run the embedded database with the WebAssembly baseline compiler only, PostgreSQL without it', () => {
    assert.deepEqual(serverNodeFlags({}), [...SERVER_NODE_FLAGS, '--liftoff-only']);
    assert.deepEqual(serverNodeFlags({ DATABASE_URL: 'postgres://shop@db/shop' }), SERVER_NODE_FLAGS);
  });

  it('are flags this Node takes', () => {
    // A flag V8 no longer knows stops the server at its first line: check it on the Node we run on.
    const probe = spawnSync(process.execPath, [
      ...SERVER_NODE_FLAGS,
      ...EMBEDDED_DATABASE_NODE_FLAGS,
      '-e',
      '0',
    ]);
    assert.equal(probe.status, 0, String(probe.stderr));
  });
});
