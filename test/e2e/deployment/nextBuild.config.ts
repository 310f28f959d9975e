/**
 * The site's build with one English string changed: the "next deployment" of
 * test/e2e/deployment.spec.ts. The string is the clinic's name (src/content/clinic-facts.yaml,
 * read as clinicFacts.generated.ts),
 * which the shared code of every page carries: its chunk gets a new hashed name, and so does
 * every chunk that imports it (each page's code, the head's code, the carousel's), as in a
 * deployment that changes code. (A changed interface string alone renames only its language's
 * strings file and the entry.) Built with
 *   vite build --config test/e2e/deployment/nextBuild.config.ts --outDir <folder>
 */
import { mergeConfig, type Plugin } from 'vite';
import site from '../../../vite.config';

/** The clinic's name in the next build, in the header of every page and every title. */
export const nextBuildName = 'face multispecialty clinic Porvorim';

const changedString: Plugin = {
  name: 'test:next-build-string',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]src[\\/]content[\\/]clinicFacts\.generated\.ts$/.test(id)) return null;
    const changed = code.replace(
      "name: 'face multispecialty clinic',",
      `name: '${nextBuildName}',`,
    );
    if (changed === code) throw new Error('the string the next build changes is gone');
    return changed;
  },
};

export default mergeConfig(site, { plugins: [changedString] });
