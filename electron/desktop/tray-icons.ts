/**
 * The tray's icons (docs/watch.md §The tray and closing the window): the app icon (build/icon.svg) at
 * 32 x 32 px, and the same with a red dot at its top right while something is unread (Windows and
 * Linux; the macOS menu bar shows the count as the icon's title instead). Data URLs, so the packaged
 * app needs no image file; tray-icons.test.ts renders the SVG again and fails (printing the new URL)
 * when these are not what it gives.
 */

/** The dot drawn on the icon while something is unread, in the SVG's 1024-unit space. */
export const UNREAD_DOT_SVG =
  '<circle cx="784" cy="240" r="224" fill="#e0302a" stroke="#ffffff" stroke-width="56"/>';

/** The app icon, 32 x 32 px PNG. */
export const TRAY_ICON_DATA_URL =
  'data:image/png;base64,' +
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAD+UlEQVR4nM2Wf0yUdRzH3w/YrTzCyzN+n7qgxvkjcPmLwtIKvVXD' +
  'M3fo3MrDamasuZhj/cCZ06gYk5SKNZmctGmXWQ9ljkmjlDBMCAy9lcXCAScgp3dCkbfg6fP9MJFHjqvNB/S13fv7+Xy+u+f93vd5' +
  '/vhKuMncmgGmp+9YC0myKopipfaGkSRJhqLILV9m76VWhUS/IaZbCw1Kf3+pAmhifD1kJkuhoZkt8iteahmaXWPaU/lfjJX5VchQ' +
  'PncoZwWVDPWDmJ542w6glH7jQWbr4dccIIYFeEtWFCyncsyRJJS3Hn6DT3ooQJxlm0LLuNFWsZm9WQSxS7eqAsSF9WJFQjMu+3XY' +
  '6zLTRFvaj2xhbxZBbNoWVYAqm4zT7aGYGdkHuSURRQ3301Q72iu3sjeLIObxXFWA39btx/wiM1YlXcKyGX58eGomKs/F0Y42uL/Z' +
  'zt4sgphHX1cFePeRH/H0vX9QBeTVzkFbj54CxFKnDe6qPPZmEUQveVWhRcUMo5e+gdvY/MHke7BrtYKvm008G46v92+UHKyh6v9z' +
  '/tt32JtFELU4Z0SA4XxeuB4pFGI0Nmzbh05PD1WAq/k8heqjanQ6vstnbxZB1MObggfY+SIFiKcqMJ9W1CFENxGfVbmwJs2MnHxn' +
  '0BAdxwrYm0UQuSg7eIBdL9FriIff/w90ugk0UeOsOIlpcdGoPd2KcP3tmJ8YgZUbi0cN0Vm9g71ZBJGpG4MGcOQ9h8jJehw5VgfL' +
  '4rlIMqtfR1l5DTIs8/B+2SFMCrsDmbalyMguxvGG32l3JJ3f72RvFkHEQy8HDRAepsPy1EQU5D6PTdtL8GubD4/F+2gH+MqlxydP' +
  'ViLrqAWbs1bikq8Xue8dRIe3D76ewCfQVVPE3iyCiJSsoAEECSYDlixIxNETZ3G29SJN1ITrdUhfGAO314+q+naaDD1+BF0/fMCb' +
  'LIK7F274zwACaWAASkgIVYGRQI+RJFTbq5FauogmgblQW8zeLIIpC9bTP8eP7hMfsTeLYMq8FzQP4LQ1QP4lCvuboqlT031yN3uz' +
  'CIxz12keYHf6GSxL6IbvygSsPpCEM11hNB3EU7eHvVkExgfsmgZIMfngzPgZ5oJZeDPNDfdfd6Lw+FTaGcRT72BvFsHkOc9qGsA0' +
  '6Qoq1jbCeeouWO7zYc9PsSipj6GdQS42lLE3i8CY/IysQNH0SpYy9TJssy7A1TURJXXXvgMJUrmn8WP1lcyYvMY+oKCUyjEnREKm' +
  'p3GfA8RQAIFh9iqZFk1PIQDl3ianlVZGHSDZbkD/nw6M1e2YbsMI1du9jQ4vdYwqwFUMs212DChWrb4J8c7p3GVv0wEHriNggPHk' +
  'pgf4FyUQSjA9VdwTAAAAAElFTkSuQmCC';

/** The app icon with {@link UNREAD_DOT_SVG}, 32 x 32 px PNG. */
export const TRAY_ICON_UNREAD_DATA_URL =
  'data:image/png;base64,' +
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAE0klEQVR4nMWWC1BUVRjH/3e1zeQhCvFGTahARHAEZA0LKpUpBzHj' +
  'kTPkghoqNjKONUzRwA5KaSQiijEwsuIMgo9apmwIGwdEDQUC45HP6SFsgCC7QPEY4fbdQzyuu9Gim/1m9jvnfGe53++eezh7ORgZ' +
  'nucDACTSJwC6lAJQcBxXir8xqgAVT6Mmjj7oq67EwPVrGOruhsTMDNLnXTFtsQ/NMJJIQkGtfoG5wfvWg+NC6IIhNDSIuLf8EBch' +
  'w321Gu2JH6K/6gplxTzp7QsrxW5MtbenEVuJJJHA3JA0C35wMJcHDC4s4D7PGt/sj2TFf49YS3fdRVn9SMzMYVdwekQiUCQwZ9Xe' +
  'LydbXKAgJRwyj9lo2RSl984fRFgJ2+xc6qF0VMDptY/lAFh2svx2Jp4989aNchiKTY6S7YlxArtVPI/V1J0U7vNsUHxwA7ryj6Hz' +
  '008oYxgz34uH+brIMQHHoGSemkkjWzgHJ/ZEQpOVCe3nhyhjGDM2x8IiZuuYgMMKhUjA0bQHa1xuo2tAiqONbpTRj7uzLb7NfOfR' +
  'V8BheaJI4FyoCvXNU+Bu0wvVL67IqFlIWf00lSQ9+h6wfzVBJHAz+jh8M9wQ7tmJlfMHkHnVHWd/daQZXU6lRkPm+czD/BeUjQm8' +
  '/AFPzSh7XrqCN579mXpASsUiNHWbkIADjXRxd7FDSdY2Ogea6Rx404Bz4BSdA+xagaMCdoHxPDUi5ltqaA88wYov9ZqHAxE8ztx2' +
  'YrnxaHv62FIqYlcxifbEBL0rIdy5lWLXSHEFx407CW0D3tcRGM8XaTGQkcQ/sSU5Hz4L5iJ6zVIaAX0koPNbQAI9Pb3Ye/Q7JG8L' +
  'ZrVZELB9cefEAumbScCZevo5UVwFiXQ6qn5SY3u4L+yszCkrpvhCAz7LLUH9LTVazqey2iwI2CzbMbHAga30GJwxMHAfUulUyogp' +
  'LK7EHEc7VNTfgbnJNPi6WiMhXQXJFA5ddNf1N9X0rTFay/ex2iwI2Phvn1BAmbIBNrNMUHK+CkEB3vB0Ez+OvKKLCAvywcG8rzHD' +
  '9ClEha5A2I7DuFRzi2Z1ab2QzmqzIGD9wrsTCpibSrHa3xWpCRuxc1cOrjdp8YqzlmaArxpNUPD6WcSWBeGj2LXo1PYgYf9ptGh6' +
  'oe3upW/o0nYxg9VmQcBaFjuhgICLkwUCl7ii7PIN3LhzjzJizE2kCPazh1ozgHPVzZQZvbwObd8fYpMsCDztt+VfBQS4oSHwEgn1' +
  '9MOBLsNxKJeXwz93GWX0c7fiMKvNgoDVkhj6y8dH++UsVpsFASufTUYXKAytgeqaLY7X2dFITHtlNqvNgoCld7TRBbKDG7DSpR3a' +
  '/qmIOOmJhjZTyg7TUXWE1WZBwHKx3KgCMictCsN+hFvqAiQtV0P9pxnSLs2mmWE6qpWsNgsCsxa9bVQBpxn9KF5fi8KrMxH0nBZH' +
  'fnBATrU9zQxzryaP1WZBwNIrUsWDn/Qr2UTIZnchdMFdNLZNR07V2D7gwBV11B5jL7/jBNbJh3jkUvc/R8IhqqM2XwliVEDAwiNc' +
  'RY1RV0EPRZq6whBqGWIBL7kFBv9Q4iHejg2CQxGmmMg1tUoNjRgigREsPELlGOJDjLUnhGdO667S1J1U4gH0CjxO/neBvwCoF7AP' +
  'mlHtjwAAAABJRU5ErkJggg==';

/**
 * The macOS menu bar's icon (Electron 41 docs/api/tray.md §Platform Considerations: 16 × 16 points,
 * an @2x representation for Retina, a template image that macOS tints for light and dark menu bars):
 * the truck of build/icon.svg alone, black on transparent. tray_icon_cocoa.mm draws the image at its
 * size in points, without resizing: the 32 px colour icon would stand 32 pt tall in a ~24 pt bar.
 */
export const TRAY_TEMPLATE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="440" height="440" viewBox="0 0 440 440">' +
  '<g transform="translate(10 90)"><rect x="0" y="40" width="250" height="150" rx="18" fill="#000"/>' +
  '<path d="M262 80 h86 l62 62 v48 h-148 z" fill="#000"/><circle cx="70" cy="204" r="44" fill="#000"/>' +
  '<circle cx="340" cy="204" r="44" fill="#000"/></g></svg>';

/** {@link TRAY_TEMPLATE_SVG} at 16 × 16 px (scale 1). */
export const TRAY_TEMPLATE_1X_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAArElEQVR4nN3QwQ2CMBiG4a8buIl49iBM4AjqBMYJDBPIBpYNHKEHF3ADRsANfH+JSRHSAx5MeJOnB2i+BJx+bCYDCyyR6oEWg2zghi1SnVBhkA0ESRukKhHfqeFFDkH9l2OVOCPuAO84gqYNWCvH4SXtkMr+wQXfFTZg3bGGVcOrX5CUqxvJYNno+xOsvaQrrAJB41U44okMjeP4ZA9aNEqXq7vTiOKBSf1/4AX7dByRIkN+ZQAAAABJRU5ErkJggg==';

/** {@link TRAY_TEMPLATE_SVG} at 32 × 32 px (scale 2, the @2x). */
export const TRAY_TEMPLATE_2X_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAABNElEQVR4nO3UwVHCQBiG4W87sASswFiBmw6YsQC9ePMAFQgVoB1gBQ4VCBVkC/BACbED300mGjKBZE1mctl35gkHdv/5BwaMJi4uEBeIC8QFqgUeMNOwdnAIyiBBhqEdJV0jKAMr6RNj5OcF5S9YjbfALTZoawmHk8ZeIMW5WTn8+w6/GVidvxRaikuzcvgzDkUGVpcvhZSia1YOf85hkgV8OfxZZ3hY9bvUpxR9Z62xMjys+l/qKkXfWWsUCyTIMLQDVvrHAj6/hFX7b/gLT+jKwZfA94x7NHvHVuU/59HwqJrjA23Vz/VtL+kOzd6wQFF9cIIMzXaYI7QFNmi2xCuK6gv4VpJeUPUNq7+PN6Qr7CXdoOoAq1oGzaxKObYqX4f0KGkmvm+V804ymLS4QFwgLvADVnw6IddWPI8AAAAASUVORK5CYII=';

/** What is used of Electron's `NativeImage` for the macOS icon (docs/api/native-image.md). */
export interface TemplateImage {
  addRepresentation(options: { scaleFactor: number; dataURL: string }): void;
  setTemplateImage(option: boolean): void;
}

/**
 * The macOS menu bar's image: `create(1x data URL)` (Electron's `nativeImage.createFromDataURL`), the
 * @2x added as a representation at scale 2, marked a template. Returns the image made.
 */
export function macTrayImage<I extends TemplateImage>(create: (dataUrl: string) => I): I {
  const image = create(TRAY_TEMPLATE_1X_DATA_URL);
  image.addRepresentation({ scaleFactor: 2, dataURL: TRAY_TEMPLATE_2X_DATA_URL });
  image.setTemplateImage(true);
  return image;
}
