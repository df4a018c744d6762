import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ExchangeText } from './ExchangeText';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('ExchangeText', () => {
  it("quotes the exchange's text in a block named by its mark, with no language when none is known", () => {
    render(<ExchangeText text="Marfă paletizată, 12 europaleți" />);
    const block = screen.getByRole('figure', { name: 'From the exchange' });
    const quote = block.querySelector('blockquote[data-exchange-text]');
    expect(quote?.textContent).toBe('Marfă paletizată, 12 europaleți');
    expect(quote?.hasAttribute('lang')).toBe(false);
  });

  it("carries the text's language when the exchange gives it, and the mark in Romanian", async () => {
    await i18n.changeLanguage('ro');
    render(<ExchangeText text="Palletised goods" lang="en" />);
    const block = screen.getByRole('figure', { name: 'Textul bursei' });
    expect(block.querySelector('blockquote')?.getAttribute('lang')).toBe('en');
  });
});
