import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';
import { renderInRouter } from './render-in-router.test-utils';

function renderPagination(page: number, totalPages: number) {
  return renderInRouter(
    <Pagination
      page={page}
      totalPages={totalPages}
      renderLink={(target, props) => <a href={`?page=${target}`} {...props} />}
    />,
  );
}

describe('Pagination', () => {
  it('links the neighbours and the ends, marks the current page, skips with a gap', async () => {
    renderPagination(6, 12);
    const nav = await screen.findByRole('navigation', { name: 'Phân trang' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toContain('6');
    expect(screen.getByRole('link', { name: 'Trang trước' }).getAttribute('href')).toBe('?page=5');
    expect(screen.getByRole('link', { name: 'Trang sau' }).getAttribute('href')).toBe('?page=7');
    const numbered = screen
      .getAllByRole('link', { name: /^Trang \d+$/ })
      .map((link) => link.getAttribute('href'));
    expect(numbered).toEqual(['?page=1', '?page=5', '?page=7', '?page=12']);
    expect(nav.textContent).toContain('…');
  });

  it('has no previous link on the first page and no next link on the last', async () => {
    renderPagination(1, 3);
    await screen.findByRole('navigation', { name: 'Phân trang' });
    expect(screen.queryByRole('link', { name: 'Trang trước' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Trang sau' })).toBeTruthy();
  });

  it('renders nothing when everything fits one page', async () => {
    const { router } = renderPagination(1, 1);
    await router.load();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
