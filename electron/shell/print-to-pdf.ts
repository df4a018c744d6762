/**
 * "Print" on the desktop (issue 51 §4, docs/api.md §What a load earns, "Print"): the page on screen as
 * a one-page A4 PDF the user saves where they choose. Main asks the save dialog for a path, then the
 * page's `webContents.printToPDF` (Electron's docs/api/web-contents.md: resolves the PDF's bytes; the
 * page's `@page` CSS rule sets the paper when `preferCSSPageSize`), and writes the file. Plain Node: the
 * Electron objects come in as arguments (only main.ts imports electron).
 */

/** What this module needs of Electron's `webContents` (docs/api/web-contents.md `printToPDF`). */
export interface PdfPrintable {
  printToPDF(options: {
    pageSize: 'A4';
    printBackground: boolean;
    preferCSSPageSize: boolean;
    pageRanges: string;
  }): Promise<Uint8Array>;
}

/** What this module needs of Electron's `dialog.showSaveDialog` (docs/api/dialog.md): its answer. */
export type ShowSaveDialog = (options: {
  defaultPath: string;
  filters: { name: string; extensions: string[] }[];
  properties: 'showOverwriteConfirmation'[];
}) => Promise<{ canceled: boolean; filePath: string }>;

/** How a print ended: the file written (`saved`, its path), the dialog cancelled, or the name refused. */
export type PdfOutcome = { kind: 'saved'; path: string } | { kind: 'canceled' } | { kind: 'refused' };

/** A file name the page may suggest: letters, digits, `-`, `_`, `.`, 1 to 80 of them, ending in `.pdf`. */
const FILE_NAME = /^[\w.-]{1,76}\.pdf$/;

/**
 * Saves `page` as a PDF: the save dialog opens at `defaultDir/<name>` (a name the page suggests, such as
 * `FX-7K2M9Q.pdf`; anything else is refused, nothing shown), PDF files only; cancelled, nothing is
 * printed. Then the first page only (`pageRanges: '1'`, the sheet is one page), A4, the page's print
 * stylesheet's `@page` preferred, backgrounds kept; the bytes are written to the chosen path.
 */
export async function savePageAsPdf(
  page: PdfPrintable,
  name: unknown,
  defaultDir: string,
  showSaveDialog: ShowSaveDialog,
  writeFile: (path: string, data: Uint8Array) => Promise<void>,
): Promise<PdfOutcome> {
  if (typeof name !== 'string' || !FILE_NAME.test(name)) return { kind: 'refused' };
  const answer = await showSaveDialog({
    defaultPath: `${defaultDir.replace(/[\\/]+$/, '')}/${name}`,
    filters: [{ name: 'PDF', extensions: ['pdf'] }],
    properties: ['showOverwriteConfirmation'],
  });
  if (answer.canceled || answer.filePath === '') return { kind: 'canceled' };
  const data = await page.printToPDF({
    pageSize: 'A4',
    printBackground: true,
    preferCSSPageSize: true,
    pageRanges: '1',
  });
  await writeFile(answer.filePath, data);
  return { kind: 'saved', path: answer.filePath };
}
