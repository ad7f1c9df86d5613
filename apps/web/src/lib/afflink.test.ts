import { beforeEach, describe, expect, it } from 'vitest';
import {
  AFFLINK_STORAGE_KEY,
  captureAfflink,
  PURCHASE_CATALOGUE_HREF,
  useAfflinkStore,
  withAfflink,
} from './afflink';

beforeEach(() => {
  sessionStorage.clear();
  useAfflinkStore.setState({ afflink: undefined });
});

describe('captureAfflink', () => {
  it('keeps a code arriving in the address in session storage under afflinkValue', () => {
    captureAfflink('?afflink=DAILY01&x=1');
    expect(sessionStorage.getItem(AFFLINK_STORAGE_KEY)).toBe('DAILY01');
    expect(useAfflinkStore.getState().afflink).toBe('DAILY01');
  });

  it('keeps the code on later pages without one', () => {
    captureAfflink('?afflink=DAILY01');
    captureAfflink('');
    captureAfflink('?sort=newest');
    expect(useAfflinkStore.getState().afflink).toBe('DAILY01');
  });

  it('restores the code of this session at start-up', () => {
    sessionStorage.setItem(AFFLINK_STORAGE_KEY, 'FROM-SESSION');
    captureAfflink('');
    expect(useAfflinkStore.getState().afflink).toBe('FROM-SESSION');
  });

  it('lets a new code replace the old one, and ignores a blank one', () => {
    captureAfflink('?afflink=A1');
    captureAfflink('?afflink=B2');
    captureAfflink('?afflink=%20');
    expect(useAfflinkStore.getState().afflink).toBe('B2');
    expect(sessionStorage.getItem(AFFLINK_STORAGE_KEY)).toBe('B2');
  });

  it('still holds the code for the page when storage refuses it', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    captureAfflink('?afflink=C3', refusing);
    expect(useAfflinkStore.getState().afflink).toBe('C3');
  });
});

describe('withAfflink', () => {
  it('adds the code to the purchase catalogue link', () => {
    expect(withAfflink(PURCHASE_CATALOGUE_HREF, 'DAILY01')).toBe(
      '/mua-hang/san-pham?sort=newest&afflink=DAILY01',
    );
  });

  it('leaves links alone without a code', () => {
    expect(withAfflink(PURCHASE_CATALOGUE_HREF, undefined)).toBe(PURCHASE_CATALOGUE_HREF);
  });

  it('replaces an old code, encodes it, and keeps the hash', () => {
    expect(withAfflink('/mua-hang/san-pham?afflink=old#top', 'a b&c')).toBe(
      '/mua-hang/san-pham?afflink=a+b%26c#top',
    );
  });
});
