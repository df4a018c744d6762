import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../../shared/domain/relative-dates';

/**
 * "Export CSV" (docs/api.md §What a load earns, The page as a file): saves `csv()` (the rows on screen
 * with the columns shown, ../model/listingsCsv.ts) as `dispatch-listings-<day>.csv`, UTF-8 with its
 * BOM, through the browser's download (the desktop app's window asks where to save it). Nothing is
 * read from the exchange for it. `csv` may load its writer on the click (a chunk of its own, off the
 * table's).
 */
export function ExportCsvButton({ csv }: { csv: () => Promise<string> }) {
  const { t } = useTranslation('listings');
  const save = async () => {
    const url = URL.createObjectURL(new Blob([await csv()], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `dispatch-listings-${todayIn(new Date())}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <button type="button" className="export-csv" onClick={() => void save()}>
      {t('table.exportCsv')}
    </button>
  );
}
