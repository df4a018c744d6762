import { useQuery } from '@tanstack/react-query';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { PermissionProbe, ProbedPermission, SessionInfo } from '../../../../shared/contract/calls';
import { QueryErrorAlert } from '../../../shared/ErrorAlert';
import { settingsQueries } from '../api/settingsQueries';

/** Props of PermissionTable: the session whose key is probed. */
export interface PermissionTableProps {
  session: SessionInfo;
}

/**
 * The permission probe as a table (react-aria `Table`): each probed permission, whether the key in use
 * holds it, and the screens that need it (docs/api.md §Keys and environments). Without a key it says
 * so and sends nothing; "Check again" repeats the probe.
 */
export function PermissionTable({ session }: PermissionTableProps) {
  const { t } = useTranslation('settings');
  const probe = useQuery(settingsQueries.probe(session));
  const names: Record<ProbedPermission, string> = {
    'listings:read': t('probe.permission.listingsRead'),
    'offers:read': t('probe.permission.offersRead'),
    'vehicles:read': t('probe.permission.vehiclesRead'),
  };
  const screens: Record<ProbedPermission, string> = {
    'listings:read': t('probe.screens.listingsRead'),
    'offers:read': t('probe.screens.offersRead'),
    'vehicles:read': t('probe.screens.vehiclesRead'),
  };
  const states: Record<PermissionProbe['state'], string> = {
    held: t('probe.state.held'),
    missing: t('probe.state.missing'),
    refused: t('probe.state.refused'),
    no_key: t('probe.state.noKey'),
    unknown: t('probe.state.unknown'),
  };

  if (session.key.kind === null) return <p className="muted">{t('probe.noKey')}</p>;
  const rows = probe.data ?? [];
  return (
    <div className="permission-probe">
      <QueryErrorAlert query={probe} context="session" />
      {probe.isPending ? (
        <p role="status">{t('probe.checking')}</p>
      ) : rows.length > 0 ? (
        <>
          <Table aria-label={t('probe.tableLabel')} className="permission-table">
            <TableHeader>
              <Column isRowHeader>{t('probe.column.permission')}</Column>
              <Column>{t('probe.column.state')}</Column>
              <Column>{t('probe.column.screens')}</Column>
            </TableHeader>
            <TableBody items={rows}>
              {(row) => (
                <Row id={row.permission}>
                  <Cell>
                    {names[row.permission]} <code>{row.permission}</code>
                  </Cell>
                  <Cell>
                    <span className={`probe-state probe-${row.state}`} data-state={row.state}>
                      {states[row.state]}
                    </span>
                  </Cell>
                  <Cell>{screens[row.permission]}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          {rows.some((row) => row.state === 'missing') ? <p>{t('probe.missingHelp')}</p> : null}
          {rows.some((row) => row.state === 'refused') ? <p>{t('probe.refusedHelp')}</p> : null}
        </>
      ) : null}
      <div className="actions">
        <button type="button" disabled={probe.isFetching} onClick={() => void probe.refetch()}>
          {t('probe.again')}
        </button>
      </div>
    </div>
  );
}
