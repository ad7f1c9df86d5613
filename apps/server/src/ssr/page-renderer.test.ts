import { describe, expect, it } from 'vitest';
import { inProcessResponse } from './page-renderer.js';

const json = (text: string, status = 200) =>
  inProcessResponse(Buffer.from(text), {
    status,
    headers: new Headers({ 'content-type': 'application/json; charset=utf-8' }),
  });

// The render's API replies (injectFetch): a Response read from its bytes, without a web stream.
describe('inProcessResponse', () => {
  it('is a Response whose body reads as JSON, text, bytes and a blob', async () => {
    const response = json('{"ten_vt":"Trà ô long"}');
    expect(response).toBeInstanceOf(Response);
    expect(response.ok).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.clone().json()).toEqual({ ten_vt: 'Trà ô long' });
    expect(await response.clone().text()).toBe('{"ten_vt":"Trà ô long"}');
    expect(new TextDecoder().decode(await response.clone().arrayBuffer())).toBe('{"ten_vt":"Trà ô long"}');
    // bytes() is newer than Node 20's Response types, not than undici's Response or ours.
    const withBytes = response.clone() as Response & { bytes(): Promise<Uint8Array> };
    expect((await withBytes.bytes()).byteLength).toBe(Buffer.byteLength('{"ten_vt":"Trà ô long"}'));
    const blob = await response.blob();
    expect(blob.type).toBe('application/json; charset=utf-8');
    expect(await blob.text()).toBe('{"ten_vt":"Trà ô long"}');
  });

  it('reads its body once, as a Response does, and cannot be cloned after', async () => {
    const response = json('[]');
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toEqual([]);
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
    expect(() => response.clone()).toThrow(TypeError);
  });

  it('reads only its own bytes from a view into a larger buffer', async () => {
    const pool = Buffer.from('xx{"a":1}yy');
    const response = inProcessResponse(pool.subarray(2, 9), { status: 200 });
    expect(await response.clone().json()).toEqual({ a: 1 });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(Buffer.from('{"a":1}')));
  });

  it('keeps the status of an error and gives a stream to whoever asks for the body', async () => {
    const response = json('{"error":"NOT_FOUND"}', 404);
    expect(response.ok).toBe(false);
    expect(response.status).toBe(404);
    const stream = response.body;
    expect(stream).toBeInstanceOf(ReadableStream);
    expect(await new Response(stream).text()).toBe('{"error":"NOT_FOUND"}');
  });

  it('has no body for a reply without one', async () => {
    const response = inProcessResponse(null, { status: 204 });
    expect(response.body).toBeNull();
    expect(await response.text()).toBe('');
  });
});
