import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '../../../../shared/contract/calls';
import { demoAccountText } from '../model/demoAccounts';

/** Props of DemoKeyPicker: the embedded sandbox's demo accounts and what to do with the chosen one. */
export interface DemoKeyPickerProps {
  accounts: SessionInfo['demoAccounts'];
  current: string | null;
  busy: boolean;
  onUse: (account: string) => void;
  /** Appended to the select's id (two pickers may be on one page). */
  idSuffix?: string;
}

/** One-click demo key for the embedded sandbox: a "Demo account" select and a "Use demo key" button. */
export function DemoKeyPicker({ accounts, current, busy, onUse, idSuffix = '' }: DemoKeyPickerProps) {
  const { t } = useTranslation('session');
  const [account, setAccount] = useState(current ?? accounts[0]?.id ?? '');
  const chosen = accounts.find((a) => a.id === account);
  const idFor = `demo-account${idSuffix}`;
  return (
    <div className="demo-picker">
      <label htmlFor={idFor}>{t('demo.account')}</label>
      <select
        id={idFor}
        value={account}
        onChange={(event) => setAccount(event.target.value)}
        title={chosen ? demoAccountText(chosen, t).description : undefined}
      >
        {accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {demoAccountText(a, t).label}
          </option>
        ))}
      </select>
      <button type="button" disabled={busy || !account} onClick={() => onUse(account)}>
        {t('demo.use')}
      </button>
    </div>
  );
}
