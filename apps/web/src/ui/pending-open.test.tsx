import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { requestOpen, useOpenWhenRequested } from './pending-open';

function RealControl({ name, onOpen }: { name: string; onOpen: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useOpenWhenRequested(name, ref);
  return (
    <button ref={ref} type="button" onClick={onOpen}>
      {name}
    </button>
  );
}

describe('pending open', () => {
  it('opens the control pressed while loading, once, and no other', () => {
    const search = vi.fn();
    const cart = vi.fn();
    requestOpen('search');
    render(
      <>
        <RealControl name="cart" onOpen={cart} />
        <RealControl name="search" onOpen={search} />
      </>,
    );
    expect(search).toHaveBeenCalledTimes(1);
    expect(cart).not.toHaveBeenCalled();

    const again = vi.fn();
    render(<RealControl name="search" onOpen={again} />);
    expect(again).not.toHaveBeenCalled();
  });

  it('opens nothing when nothing was pressed', () => {
    const open = vi.fn();
    render(<RealControl name="language" onOpen={open} />);
    expect(open).not.toHaveBeenCalled();
  });
});
