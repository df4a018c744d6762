import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Company } from '../../../../shared/api/types';
import { failWith, installFakeTransport } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });

const ID = '22222222-2222-4222-8222-222222222222';

function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: ID,
    name: 'Trans Carpați SRL',
    cui: 'RO18547290',
    city: 'Cluj-Napoca',
    county: 'Cluj',
    country: 'RO',
    registry: 'anaf',
    anafStatus: 'active',
    verificationStatus: 'verified',
    arrVerified: true,
    cmrVerified: false,
    vehicleTypes: ['tautliner', 'refrigerated'],
    rating: 4.5,
    reviewCount: 1234,
    url: 'https://exchange.example/companies/trans-carpati',
    ...overrides,
  };
}

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
});

describe('CompanyScreen', () => {
  it('shows every field of the profile', async () => {
    restore = installFakeTransport({ 'companies.get': (() => makeCompany()) as never }).restore;
    renderApp(`/companies/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Trans Carpați SRL' })).toBeTruthy();
    for (const text of [
      'RO18547290',
      'ANAF (Romania)',
      'Cluj',
      'Romania',
      'Active',
      'Verified',
      'ARR licensed',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.queryByText('CMR insured')).toBeNull();
    expect(screen.getByText('Tautliner, Refrigerated')).toBeTruthy();
    expect(screen.getByText('4.5 out of 5')).toBeTruthy();
    expect(screen.getByText('1,234 reviews')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open on the exchange' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows unknown statuses as words and no link that is not https', async () => {
    restore = installFakeTransport({
      'companies.get': (() =>
        makeCompany({
          anafStatus: 'under_review' as Company['anafStatus'],
          verificationStatus: 'escalated' as Company['verificationStatus'],
          rating: null,
          url: 'http://exchange.example/x',
        })) as never,
    }).restore;
    renderApp(`/companies/${ID}`);
    expect(await screen.findByText('Under review')).toBeTruthy();
    expect(screen.getByText('Escalated')).toBeTruthy();
    expect(screen.getByText('No rating yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open on the exchange' })).toBeNull();
  });

  it('shows a company of another registry its VAT number, without județ or ANAF status (issue 53 §9)', async () => {
    restore = installFakeTransport({
      'companies.get': (() =>
        makeCompany({
          name: 'Balkan Trans EOOD',
          cui: 'BG131468980',
          city: 'Ruse',
          county: 'Ruse',
          country: 'BG',
          registry: 'vies',
          anafStatus: 'unknown',
        })) as never,
    }).restore;
    renderApp(`/companies/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Balkan Trans EOOD' })).toBeTruthy();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toContain('VAT number');
    for (const romanianOnly of ['CUI', 'County', 'ANAF status']) expect(terms).not.toContain(romanianOnly);
    expect(screen.getByText('BG131468980')).toBeTruthy();
  });

  it('says a company that is not on the exchange in words', async () => {
    restore = installFakeTransport({
      'companies.get': (() => failWith('not_found', { status: 404 })) as never,
    }).restore;
    renderApp(`/companies/${ID}`);
    expect(await screen.findByText('This company is not on the exchange.')).toBeTruthy();
  });
});
