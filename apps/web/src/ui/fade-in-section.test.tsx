import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FadeInSection } from './fade-in-section';

/** An IntersectionObserver the test drives: `report(visible)` delivers one entry. */
class FakeObserver {
  static last: FakeObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(visible: boolean) {
    act(() => {
      this.callback(
        [{ isIntersecting: visible } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    });
  }
}

const renderSection = () =>
  render(
    <FadeInSection>
      <p>content</p>
    </FadeInSection>,
  );
const section = () => screen.getByText('content').parentElement as HTMLElement;

describe('FadeInSection', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.last = undefined;
  });

  it('leaves a section that is on screen at load as it is', () => {
    renderSection();
    FakeObserver.last?.report(true);
    expect(section().dataset.fade).toBe('static');
    expect(section().className).not.toContain('opacity-0');
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('hides a section below the fold and fades it in once it scrolls into view', () => {
    renderSection();
    FakeObserver.last?.report(false);
    expect(section().dataset.fade).toBe('waiting');
    expect(section().className).toContain('opacity-0');
    FakeObserver.last?.report(true);
    expect(section().dataset.fade).toBe('shown');
    expect(section().className).toContain('animate-fade-up');
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('shows everything at once when the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderSection();
    expect(section().dataset.fade).toBe('static');
  });
});
