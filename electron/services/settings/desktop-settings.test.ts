import { describe, expect, it } from 'vitest';
import { defaultDesktopSettings, readDesktopSettings } from './desktop-settings';

describe('readDesktopSettings', () => {
  it('keeps watching in the tray by default, not yet explained, with no language', () => {
    expect(readDesktopSettings(undefined)).toEqual({
      keepInTray: true,
      closeExplained: false,
      language: null,
    });
    expect(readDesktopSettings([true])).toEqual(defaultDesktopSettings());
  });

  it('reads each valid field and defaults each invalid one alone', () => {
    expect(readDesktopSettings({ keepInTray: false, closeExplained: true, language: 'ro' })).toEqual({
      keepInTray: false,
      closeExplained: true,
      language: 'ro',
    });
    expect(readDesktopSettings({ keepInTray: 'no', closeExplained: true, language: 'de' })).toEqual({
      keepInTray: true,
      closeExplained: true,
      language: null,
    });
  });
});
