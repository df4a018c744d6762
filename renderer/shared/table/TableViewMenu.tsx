import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VIEW, isColumnShown, useTableViewStore, type Density } from './tableViewStore';

/** A column the chooser offers: its id, its header's words, and whether it shows by default. */
export interface ChoosableColumn {
  id: string;
  title: string;
  byDefault: boolean;
}

/** Props of TableViewMenu: which table, and its columns that may be switched on and off. */
export interface TableViewMenuProps {
  table: string;
  columns: readonly ChoosableColumn[];
}

/**
 * "Columns": the column chooser and the row density of one results table, remembered per table
 * (tableViewStore.ts). A disclosure (`<details>`), so it opens with Enter or a click and every
 * choice is a plain check box or radio button.
 */
export function TableViewMenu({ table, columns }: TableViewMenuProps) {
  const { t } = useTranslation('common');
  const view = useTableViewStore((state) => state.views[table]) ?? EMPTY_VIEW;
  const setColumn = useTableViewStore((state) => state.setColumn);
  const setDensity = useTableViewStore((state) => state.setDensity);
  // the choices exist only while open: a closed menu adds no labels to the page (a filter and a column
  // may share a name, "Category")
  const [open, setOpen] = useState(false);
  return (
    <details className="table-view" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('tableView.button')}</summary>
      {open ? (
        <div className="table-view-panel">
          <fieldset>
            <legend>{t('tableView.columns')}</legend>
            {columns.map((column) => (
              <label key={column.id} className="check">
                <input
                  type="checkbox"
                  checked={isColumnShown(view, column.id, column.byDefault)}
                  onChange={(event) => setColumn(table, column.id, event.target.checked)}
                />
                {column.title}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('tableView.density')}</legend>
            {(['comfortable', 'compact'] as const satisfies readonly Density[]).map((density) => (
              <label key={density} className="check">
                <input
                  type="radio"
                  name={`${table}-density`}
                  checked={view.density === density}
                  onChange={() => setDensity(table, density)}
                />
                {density === 'comfortable' ? t('tableView.comfortable') : t('tableView.compact')}
              </label>
            ))}
          </fieldset>
        </div>
      ) : null}
    </details>
  );
}
