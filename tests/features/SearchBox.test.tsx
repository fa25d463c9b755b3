import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchBox } from '../../src/features/header/SearchBox';
import { renderWithApp } from '../render';

describe("SearchBox: the header's search", () => {
  it('is a real form with a named field, aimed at the search page of the reader’s language', () => {
    renderWithApp(<SearchBox />, { locale: 'zh-tw' });
    fireEvent.click(screen.getByRole('button', { name: '搜尋文章與貼文' }));
    const field = screen.getByRole('searchbox', { name: '搜尋文章與貼文' });
    expect(field.getAttribute('name')).toBe('query');
    const form = field.closest('form');
    expect(form?.getAttribute('action')).toBe('/zh-tw/search');
    expect(form?.getAttribute('method')).toBe('get');
  });
});
