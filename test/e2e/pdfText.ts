/**
 * The text of a PDF that Chromium printed (`page.pdf`), page by page, read by pdf.js (Mozilla's
 * PDF reader, `pdfjs-dist`) as a PDF viewer reads it. 5.6 is the last release that runs on
 * Node 20.
 */
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text, in the order the pages print. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const { items } = await (await document.getPage(number)).getTextContent();
      pages.push(
        items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/**
 * Text as it is compared with a PDF's: without spaces (a PDF need not hold them: they are
 * positioning, and pdf.js guesses them) and with ligatures spelled out (the PDF's "ﬃ" is "ffi").
 */
export const comparable = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');
