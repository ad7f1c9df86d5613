import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of the same identity for the component's whole life that calls the newest `handler`
 * (the one of the last committed render). For event handlers passed to memoised sections: a
 * section whose own props did not change then skips the render of its parent (issue 28: a
 * draft's new totals rendered the whole checkout form, receiver fields and all). Only for events:
 * during a render it would call the previous render's handler.
 */
export function useStableHandler<Args extends unknown[]>(handler: (...args: Args) => void) {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
