/**
 * The bridge the Electron preload exposes on `window` (see electron/preload.ts). Absent in the browser
 * host, where the renderer uses `POST /rpc/<name>` instead (renderer/shared/transport.ts).
 */
import type { ActivityPush } from '../shared/contract/activity';
import type { CallResult } from '../shared/contract/errors';

declare global {
  interface Window {
    /** Electron only: invokes one contract call in the main process; never rejects for API errors. */
    dispatch?: {
      invoke(name: string, input: unknown, callId?: string): Promise<CallResult<unknown>>;
      /** Withdraws the call sent with `callId` (its API request is aborted; it answers `cancelled`). */
      cancel?(callId: string): void;
      /**
       * Desktop app: calls `listener` with the app path of each of its notifications the user clicks
       * (docs/watch.md §In the renderer "Clicking one opens the item"); returns the unsubscribe. Absent in
       * older builds.
       */
      onOpenPath?(listener: (path: string) => void): () => void;
      /**
       * Desktop app: calls `listener` with each change of the activity main pushes (docs/watch.md §How
       * the page is told); returns the unsubscribe. Absent in older builds.
       */
      onActivity?(listener: (push: ActivityPush) => void): () => void;
      /**
       * Desktop app: saves the page as a one-page PDF where the user chooses, suggesting `fileName`
       * (`FX-7K2M9Q.pdf`; electron/shell/print-to-pdf.ts). Absent in older builds.
       */
      printToPdf?(fileName: string): Promise<'saved' | 'canceled' | 'refused' | 'failed'>;
    };
  }
}

export {};
