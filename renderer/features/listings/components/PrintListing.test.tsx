import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../test/render';
import { PrintListingButton } from './PrintListing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Print on a listing’s panel (issue 51 §4)', () => {
  it('opens the browser’s print of the page, laid out for paper by its stylesheet', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderWithClient(<PrintListingButton listingRef="FX-7K2M9Q" />);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('on the desktop asks main for a PDF named after the listing, and opens no print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const printToPdf = vi.fn(async () => 'saved' as const);
    window.dispatch = { invoke: async () => ({ ok: true, value: null }), printToPdf } as never;
    try {
      const { user } = renderWithClient(<PrintListingButton listingRef="FX-7K2M9Q" />);
      await user.click(screen.getByRole('button', { name: 'Print' }));
      expect(printToPdf).toHaveBeenCalledWith('FX-7K2M9Q.pdf');
      expect(print).not.toHaveBeenCalled();
    } finally {
      delete window.dispatch;
    }
  });
});
