// React's two ways to write a page's HTML on the server, and the router's end of a render
// (decision 022: departures from TanStack's renderRouterToString, each measured there).
import { Writable } from 'node:stream';
import type { AnyRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/** Why a render in one string could not stand: the page needs React's waiting renderer. */
export class NeedsWaitingRender extends Error {}

/**
 * The page's HTML in one synchronous pass (React's string renderer), when nothing in it waits: the
 * router's loaders have put the page's data in the query cache and its lazy parts are loaded. That
 * is every page once the process has rendered it once, and it costs a fifth less than the waiting
 * renderer, which writes bytes to a stream only for them to be read back into a string. A part
 * that waits (or fails) comes out as a client-rendered boundary (`<!--$!`), a shell that does
 * throws: either way the whole render is done again with the waiting renderer (renderWaiting).
 */
export function renderAtOnce(children: ReactNode): string {
  let html: string;
  try {
    html = renderToString(children);
  } catch {
    throw new NeedsWaitingRender();
  }
  if (html.includes('<!--$!')) throw new NeedsWaitingRender();
  return html;
}

/**
 * The whole page's HTML once everything in it is ready (lazy parts, suspended data), as for a
 * crawler: every page rendered here is cached and served to anyone. React's Node stream collected
 * into one string, to which the router then adds its dehydrated state (as to renderAtOnce's); the
 * router's own streaming path (web streams, a transform scanning every chunk) cost a sixth of a
 * render's CPU for a page that is sent whole anyway.
 */
export function renderWaiting(children: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    // React writes the doctype before <html>; the router adds its own.
    sink.on('finish', () =>
      resolve(
        Buffer.concat(chunks)
          .toString('utf8')
          .replace(/^<!DOCTYPE html>/i, ''),
      ),
    );
    sink.on('error', reject);
    const stream = renderToPipeableStream(children, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A part that fails is left to the browser (its Suspense boundary); the page still renders.
      onError: (error) => console.error('Error in renderToPipeableStream:', error),
    });
  });
}

/**
 * Before a render in one pass: tells the router the render is over, so the data it dehydrated
 * (TanStack Query's stream of queries among it) is serialised whole first and goes into the page's
 * first script, which the render writes. The router then hands the HTML back as it is: without
 * this, it read the whole page through a web stream only to add a last script (the stream's end)
 * before </body>, about 7 % of the CPU of a render. A query begun during such a render is not sent:
 * the page shows it pending, and so does the browser's first render (it fetches it then). Should
 * the data not be serialised by the next turn of the event loop, the router's stream adds the rest
 * as it did before.
 */
export async function finishDataBeforeRender(router: AnyRouter): Promise<void> {
  router.serverSsr?.setRenderFinished();
  await new Promise((resolve) => setImmediate(resolve));
}
