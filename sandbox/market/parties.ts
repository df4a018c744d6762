/**
 * Who acts in the market: the demo accounts, the accounts that send offers and own free vehicles,
 * and the carrier's public profile on an offer (docs/api.md §Resources: name, isCompany, verified only).
 */
import { DEMO_ACCOUNTS } from './accounts';
import { WeightedTable } from './random';
import type { AccountRecord, CompanyRecord, DemoAccountName, OfferCarrier } from './types';

/** Account id of each demo account found. */
export type DemoIds = Partial<Record<DemoAccountName, string>>;

/**
 * The demo accounts among `accounts`, recognised by their fixed display names (`Demo Shipper`,
 * `Demo Carrier`, ...; regular accounts are named "First S." and never match).
 */
export function findDemoAccounts(accounts: readonly AccountRecord[]): DemoIds {
  const byName = new Map(DEMO_ACCOUNTS.map((d) => [d.displayName, d.name]));
  const demo: DemoIds = {};
  for (const account of accounts) {
    const name = byName.get(account.displayName);
    if (name && demo[name] === undefined) demo[name] = account.id;
  }
  return demo;
}

/** Lookups and pools over a market's accounts and companies. */
export interface Parties {
  accounts: ReadonlyMap<string, AccountRecord>;
  companies: ReadonlyMap<string, CompanyRecord>;
  demo: DemoIds;
  /** The demo carrier's company id, null without a demo carrier in a company. */
  demoCompanyId: string | null;
  /** Regular accounts in a company that runs vehicles (not the demo carrier's company). */
  fleet: readonly AccountRecord[];
  /** Regular accounts without a company (owner-operators, private people). */
  individuals: readonly AccountRecord[];
  /** Who sends the random offers: fleet accounts (weight 3) and individuals (weight 1); null when none. */
  senders: WeightedTable<AccountRecord> | null;
}

/**
 * Pools of `accounts`. Demo accounts (`demo`, found by name when not given) and every account of
 * the demo carrier's company are left out of the pools, so the demo data stays as the generator
 * placed it.
 */
export function marketParties(
  accounts: readonly AccountRecord[],
  companies: readonly CompanyRecord[],
  demo: DemoIds = findDemoAccounts(accounts),
): Parties {
  const accountMap = new Map(accounts.map((a) => [a.id, a]));
  const companyMap = new Map(companies.map((c) => [c.id, c]));
  const demoIds = new Set(Object.values(demo));
  const demoCompanyId = (demo.carrier && accountMap.get(demo.carrier)?.companyId) ?? null;
  const fleet: AccountRecord[] = [];
  const individuals: AccountRecord[] = [];
  for (const account of accounts) {
    if (demoIds.has(account.id)) continue;
    if (account.companyId === null) individuals.push(account);
    else if (account.companyId !== demoCompanyId) {
      const company = companyMap.get(account.companyId);
      if (company && company.vehicleTypes.length > 0) fleet.push(account);
    }
  }
  const pool = [...fleet, ...individuals];
  const fleetIds = new Set(fleet.map((a) => a.id));
  return {
    accounts: accountMap,
    companies: companyMap,
    demo,
    demoCompanyId,
    fleet,
    individuals,
    senders: pool.length > 0 ? new WeightedTable(pool, (a) => (fleetIds.has(a.id) ? 3 : 1)) : null,
  };
}

/**
 * The carrier profile of an offer sent by `account`, on behalf of `company` when given (docs/api.md §Resources): company name, isCompany true, verified = verificationStatus `verified`; else the
 * account's displayName, not a company, not verified.
 */
export function carrierProfile(account: AccountRecord, company: CompanyRecord | null): OfferCarrier {
  if (company) {
    return { name: company.name, isCompany: true, verified: company.verificationStatus === 'verified' };
  }
  return { name: account.displayName, isCompany: false, verified: false };
}
