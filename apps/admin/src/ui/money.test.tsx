import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/stores/language-store';
import { Money } from './money';

describe('Money', () => {
  it("keeps an amount and its '₫' on one line in a console cell", () => {
    useLanguageStore.setState({ language: 'vi' });
    render(<Money amount={150_000} />);
    const cell = screen.getByText('150.000 ₫');
    expect(cell.className.split(' ')).toContain('whitespace-nowrap');
  });
});
