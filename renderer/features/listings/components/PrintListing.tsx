import { useTranslation } from 'react-i18next';
import './printListing.css';

/**
 * "Print" on a listing's panel (issue 51 §4, docs/api.md §What a load earns, "Print"): a one-page sheet
 * of the listing `listingRef`, laid out for paper by printListing.css (only the listing's panel, without
 * its buttons, links and note). On the desktop main saves it as a PDF where the user chooses
 * (`window.dispatch.printToPdf`, `webContents.printToPDF`, suggesting `<ref>.pdf`); in the browser host
 * it is the browser's own print (`window.print()`).
 */
export function PrintListingButton({ listingRef }: { listingRef: string }) {
  const { t } = useTranslation('listings');
  const onPress = () => {
    const toPdf = window.dispatch?.printToPdf;
    if (toPdf) void toPdf(`${listingRef}.pdf`);
    else window.print();
  };
  return (
    <button type="button" onClick={onPress}>
      {t('print.button')}
    </button>
  );
}
