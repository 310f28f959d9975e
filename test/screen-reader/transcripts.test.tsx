/**
 * What a screen reader says, widget by widget, held by committed transcripts: the Virtual
 * Screen Reader (@guidepup/virtual-screen-reader) walks each widget of the rendered app with
 * "next", pressing Enter where the widget expects it, and its spoken phrases are compared with
 * test/screen-reader/transcripts/<widget>.<language>.txt. A changed announcement fails; an
 * intended change is written with `npx vitest run test/screen-reader -u` (docs/testing.md).
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { act, waitFor } from '@testing-library/react';
import { whileMediaMatches } from '../media';
import { renderApp } from '../renderApp';

interface Scene {
  /** The transcript's file name, before the language. */
  name: string;
  /** The page's address in English; another language's is prefixed with it. */
  path: string;
  /** The part of the page the screen reader walks. */
  container: string;
  /** Where the transcript starts (the phrases before it are skipped), when not at the start. */
  startAt?: RegExp;
  /** The phrases on which the visitor presses Enter, each once, in order. */
  enterOn: RegExp[];
  /** What shows once the widget's code has arrived (react-slick), when the walk waits for it. */
  ready?: string;
  /** The media query the window matches (jsdom matches none). */
  media?: string;
}

const scenes: Scene[] = [
  {
    name: 'header',
    path: '/',
    container: 'header.site-header',
    enterOn: [/^button, (Service|सेवाएँ),/],
  },
  {
    name: 'phone-menu',
    path: '/',
    container: 'header.site-header',
    startAt: /^(Menu|मेन्यू|मेनू|Меню)$/,
    enterOn: [/^(Menu|मेन्यू|मेनू|Меню)$/],
  },
  {
    name: 'tabs-beside-accordion',
    path: '/service/dental-treatment',
    container: '.tabs-with-accordion',
    enterOn: [/^link, (Dental implants & oral surgery|डेंटल इम्प्लांट और ओरल सर्जरी)$/],
    media: '(min-width: 768px)',
  },
  {
    name: 'carousel',
    path: '/',
    container: '.carousel-frame',
    ready: '.carousel-frame .slick-slider',
    enterOn: [/^button, (Next|अगला)$/],
  },
  { name: 'care-card', path: '/urgent', container: 'article.care-card', enterOn: [] },
  {
    name: 'language-list',
    path: '/',
    container: '.language-switcher',
    enterOn: [/^(Language|भाषा)/],
  },
];

const languages = ['en', 'hi'] as const;

/** The most phrases one transcript may hold: a walk that never ends fails. */
const maxSteps = 400;

async function walk(scene: Scene): Promise<string[]> {
  const container = document.querySelector<HTMLElement>(scene.container);
  if (!container) throw new Error(`no ${scene.container} on ${scene.path}`);
  await virtual.start({ container });
  const lines: string[] = [];
  const enterOn = [...scene.enterOn];
  let started = scene.startAt === undefined;
  let spoken = 0;
  const first = await virtual.lastSpokenPhrase();
  try {
    for (let step = 0; step < maxSteps; step += 1) {
      const log = await virtual.spokenPhraseLog();
      const fresh = log.slice(spoken);
      spoken = log.length;
      // The reader goes round to the container's start after its end: the walk ends there.
      const round = fresh.findIndex((phrase, index) => step > 0 && phrase === first && index >= 0);
      for (const phrase of round === -1 ? fresh : fresh.slice(0, round)) {
        if (!started && scene.startAt?.test(phrase)) started = true;
        if (started) lines.push(phrase);
      }
      if (round !== -1) break;
      const last = log.at(-1) ?? '';
      const next = enterOn[0];
      if (started && next?.test(last)) {
        enterOn.shift();
        lines.push('» Enter');
        await act(() => virtual.press('Enter'));
      }
      await act(() => virtual.next());
    }
  } finally {
    await virtual.stop();
  }
  if (lines.length === maxSteps)
    throw new Error(`${scene.name}: no end after ${String(maxSteps)} phrases`);
  if (enterOn.length > 0) throw new Error(`${scene.name}: never met ${String(enterOn[0])}`);
  return lines;
}

describe.each(languages)('what a screen reader hears, in %s', (language) => {
  it.each(scenes)('$name', async (scene) => {
    const path =
      language === 'en' ? scene.path : `/${language}${scene.path === '/' ? '/' : scene.path}`;
    const run = async () => {
      await renderApp(path);
      const { ready } = scene;
      if (ready !== undefined) {
        await waitFor(() => {
          expect(document.querySelector(ready)).not.toBeNull();
        });
      }
      const lines = await walk(scene);
      await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot(
        `transcripts/${scene.name}.${language}.txt`,
      );
    };
    await (scene.media === undefined ? run() : whileMediaMatches(scene.media, run));
  });
});
