import { canUseConsoleArea, type ConsoleArea } from '@shop/domain/console';
import { findSession } from '../accounts/sessions.js';
import type { Queryable } from '../db/database.js';

/**
 * At most this many live console streams per user in one process (decision 039). A console tab
 * holds one; five cover a person's tabs and devices. The sixth is refused (429) rather than closing
 * the oldest: a refused EventSource stays closed and that tab keeps polling, whereas evicting the
 * oldest would make the tabs evict each other on every reconnection, and would let anyone holding a
 * copy of a token silently take the owner's feed away.
 */
export const STREAMS_PER_USER = 5;

/** Why a stream was ended by the server (the `session-ended` event's `reason`). */
export type StreamEndReason = 'session-ended' | 'server-stopping';

interface OpenStream {
  userId: string;
  token: string;
  end(reason: StreamEndReason): void;
}

export interface LiveStreams {
  /** Registers a stream; false when its user already holds STREAMS_PER_USER here. */
  add(stream: OpenStream): boolean;
  remove(stream: OpenStream): void;
  /** Re-reads the session of each stream of this user, ending those no longer allowed. */
  recheckUser(userId: string): Promise<void>;
  endAll(reason: StreamEndReason): void;
}

/**
 * The streams of one console area open in this process, by user. A stream lives only while its
 * session does: each is re-checked (its token read again, as a request would be) when a signal says
 * its user's sessions or rights changed, in any process, and every `recheckMs` from its opening in
 * case a signal was lost (Redis down, decision 020).
 */
export function createLiveStreams(db: Queryable, area: ConsoleArea, recheckMs: number): LiveStreams {
  const byUser = new Map<string, Set<OpenStream>>();
  const timers = new Map<OpenStream, NodeJS.Timeout>();
  const isAllowed = async (token: string) => {
    const session = await findSession(db, token);
    return !!session && canUseConsoleArea(session.role, area, session.areas);
  };
  const recheck = async (streams: OpenStream[]) => {
    await Promise.all(
      streams.map(async (stream) => {
        // A database that does not answer ends nothing: the next re-check will tell.
        const allowed = await isAllowed(stream.token).catch(() => true);
        if (!allowed) stream.end('session-ended');
      }),
    );
  };
  const all = () => [...byUser.values()].flatMap((streams) => [...streams]);
  return {
    add(stream) {
      const streams = byUser.get(stream.userId) ?? new Set();
      if (streams.size >= STREAMS_PER_USER) return false;
      streams.add(stream);
      byUser.set(stream.userId, streams);
      // Each stream on its own clock from its opening, so the re-reads of many spread out.
      const timer = setInterval(() => void recheck([stream]), recheckMs);
      timer.unref();
      timers.set(stream, timer);
      return true;
    },
    remove(stream) {
      clearInterval(timers.get(stream));
      timers.delete(stream);
      const streams = byUser.get(stream.userId);
      streams?.delete(stream);
      if (streams?.size === 0) byUser.delete(stream.userId);
    },
    recheckUser: (userId) => recheck([...(byUser.get(userId) ?? [])]),
    endAll(reason) {
      for (const stream of all()) stream.end(reason);
    },
  };
}
