import { describe, expect, it } from 'vitest';
import { savePageAsPdf, type PdfPrintable, type ShowSaveDialog } from './print-to-pdf';

/** A page, a dialog answering `answer` and a file writer, each recording what it was asked. */
function fakes(answer: { canceled: boolean; filePath: string }) {
  const asked: unknown[] = [];
  const dialogs: unknown[] = [];
  const written: [string, string][] = [];
  const page: PdfPrintable = {
    printToPDF: async (options) => {
      asked.push(options);
      return new TextEncoder().encode('%PDF-1.4');
    },
  };
  const showSaveDialog: ShowSaveDialog = async (options) => {
    dialogs.push(options);
    return answer;
  };
  const writeFile = async (path: string, data: Uint8Array) => {
    written.push([path, new TextDecoder().decode(data)]);
  };
  return { asked, dialogs, written, page, showSaveDialog, writeFile };
}

describe('savePageAsPdf (issue 51 §4)', () => {
  it('asks where, then prints one A4 page with the page’s @page rule and writes it there', async () => {
    const f = fakes({ canceled: false, filePath: '/home/ana/Documents/FX-7K2M9Q.pdf' });
    const outcome = await savePageAsPdf(
      f.page,
      'FX-7K2M9Q.pdf',
      '/home/ana/Downloads/',
      f.showSaveDialog,
      f.writeFile,
    );
    expect(outcome).toEqual({ kind: 'saved', path: '/home/ana/Documents/FX-7K2M9Q.pdf' });
    expect(f.dialogs).toEqual([
      {
        defaultPath: '/home/ana/Downloads/FX-7K2M9Q.pdf',
        filters: [{ name: 'PDF', extensions: ['pdf'] }],
        properties: ['showOverwriteConfirmation'],
      },
    ]);
    expect(f.asked).toEqual([
      { pageSize: 'A4', printBackground: true, preferCSSPageSize: true, pageRanges: '1' },
    ]);
    expect(f.written).toEqual([['/home/ana/Documents/FX-7K2M9Q.pdf', '%PDF-1.4']]);
  });

  it('prints nothing when the dialog is cancelled, and shows none for a name that is not a plain PDF name', async () => {
    const cancelled = fakes({ canceled: true, filePath: '' });
    expect(
      await savePageAsPdf(cancelled.page, 'a.pdf', '/tmp', cancelled.showSaveDialog, cancelled.writeFile),
    ).toEqual({
      kind: 'canceled',
    });
    expect(cancelled.asked).toEqual([]);
    for (const name of ['../../.bashrc', 'x.exe', '', 7, 'a/b.pdf']) {
      const f = fakes({ canceled: false, filePath: '/tmp/x.pdf' });
      expect(await savePageAsPdf(f.page, name, '/tmp', f.showSaveDialog, f.writeFile)).toEqual({
        kind: 'refused',
      });
      expect(f.dialogs).toEqual([]);
    }
  });
});
