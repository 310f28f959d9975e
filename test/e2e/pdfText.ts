/**
 * The text of a PDF that Chromium printed (`page.pdf`), page by page, read the way a PDF
 * reader does: each page's fonts map the glyphs in its content to characters through their
 * ToUnicode tables. Only what Chromium's PDF writer (Skia) produces is understood: plain
 * numbered objects, Flate-compressed streams, Type0 fonts with two-byte glyph codes. Spaces
 * between words are positioning in a PDF, not characters, so the text comes without them.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const text = pdf.toString('latin1');
  const start = /(\d+) 0 obj\s*/g;
  for (let match = start.exec(text); match !== null; match = start.exec(text)) {
    const bodyStart = match.index + match[0].length;
    const end = text.indexOf('endobj', bodyStart);
    const body = text.slice(bodyStart, end);
    const streamAt = body.indexOf('stream');
    let stream: Buffer | null = null;
    let dictionary = body;
    if (streamAt >= 0 && body.includes('endstream')) {
      dictionary = body.slice(0, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0);
      const dataStart =
        bodyStart + streamAt + 'stream'.length + (text[bodyStart + streamAt + 6] === '\r' ? 2 : 1);
      const raw = pdf.subarray(dataStart, dataStart + length);
      stream = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dictionary, stream });
  }
  return objects;
}

const hexToNumber = (hex: string) => Number.parseInt(hex, 16);
const hexToText = (hex: string) => {
  let result = '';
  for (let index = 0; index < hex.length; index += 4) {
    result += String.fromCharCode(hexToNumber(hex.slice(index, index + 4)));
  }
  return result;
};

/** A ToUnicode table: glyph code to the characters it stands for. */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, target] of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      map.set(hexToNumber(code ?? ''), hexToText(target ?? ''));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F]+)>|\[([^\]]*)\])/g,
    );
    for (const [, low, high, first, list] of ranges) {
      const from = hexToNumber(low ?? '');
      const to = hexToNumber(high ?? '');
      const targets = list ? Array.from(list.matchAll(/<([0-9a-fA-F]+)>/g), (m) => m[1] ?? '') : [];
      for (let code = from; code <= to; code += 1) {
        if (first !== undefined) {
          map.set(code, String.fromCharCode(hexToNumber(first) + code - from));
        } else {
          map.set(code, hexToText(targets[code - from] ?? ''));
        }
      }
    }
  }
  return map;
}

const reference = (dictionary: string, key: string) =>
  Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1] ?? Number.NaN);

/** Each page's text, in the order the pages print. */
export function pdfPages(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const cmaps = new Map<number, Map<number, string>>();
  const cmapOfFont = (fontId: number) => {
    const cached = cmaps.get(fontId);
    if (cached) return cached;
    const font = objects.get(fontId);
    const toUnicode = objects.get(reference(font?.dictionary ?? '', 'ToUnicode'));
    const cmap = readCmap(toUnicode?.stream?.toString('latin1') ?? '');
    cmaps.set(fontId, cmap);
    return cmap;
  };

  const pageIds = Array.from(objects.entries())
    .filter(([, object]) => /\/Type \/Page\b(?!s)/.test(object.dictionary))
    .map(([id]) => id);
  const pagesRoot = Array.from(objects.values()).find((object) =>
    /\/Type \/Pages\b/.test(object.dictionary),
  );
  const order = Array.from(
    /\/Kids \[([^\]]*)\]/.exec(pagesRoot?.dictionary ?? '')?.[1]?.matchAll(/(\d+) 0 R/g) ?? [],
    (match) => Number(match[1]),
  );
  const ordered = order.length === pageIds.length ? order : pageIds;

  return ordered.map((pageId) => {
    const page = objects.get(pageId)?.dictionary ?? '';
    const fonts = new Map<string, number>();
    const fontDictionary = /\/Font <<([^>]*)>>/.exec(page)?.[1] ?? '';
    for (const [, name, id] of fontDictionary.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      fonts.set(name ?? '', Number(id));
    }
    const content = objects.get(reference(page, 'Contents'))?.stream?.toString('latin1') ?? '';
    let cmap = new Map<number, string>();
    let text = '';
    for (const [, fontName, hex] of content.matchAll(/\/(\w+) [\d.]+ Tf|<([0-9a-fA-F]*)>/g)) {
      if (fontName !== undefined) {
        const fontId = fonts.get(fontName);
        cmap = fontId === undefined ? new Map() : cmapOfFont(fontId);
      } else {
        for (let index = 0; index + 4 <= (hex ?? '').length; index += 4) {
          text += cmap.get(hexToNumber((hex ?? '').slice(index, index + 4))) ?? '';
        }
      }
    }
    return text;
  });
}

/**
 * Text as it is compared with a PDF's: without spaces (a PDF need not hold them) and with
 * ligatures spelled out (the PDF's "ﬃ" is "ffi").
 */
export const comparable = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');
