import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { withoutUnusedParts } from './reactRouterProduction';

const folder = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
// The module of React Router's production build that holds its components and contexts.
const [main] = readdirSync(folder)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => readFileSync(join(folder, file), 'utf8'))
  .filter((code) => code.includes('var NavLink = '));

describe("React Router's production build, as the app's build bundles it", () => {
  it('is the installed module that makes NavLink', () => {
    expect(main).toBeDefined();
  });

  const code = main ?? '';
  const result = withoutUnusedParts(code);

  it('keeps no name given for the developer tools', () => {
    expect(code).toMatch(/\.displayName = "/);
    expect(result).not.toMatch(/\.displayName = "/);
  });

  it.each(['createContext', 'forwardRef', 'memo'])(
    'marks every top-level React.%s call pure, so what the app never uses is left out',
    (call) => {
      const unmarked = new RegExp(`^var [\\w$]+ = React\\d*\\.${call}\\(`, 'm');
      expect(code).toMatch(unmarked);
      expect(result).not.toMatch(unmarked);
      expect(result).toMatch(
        new RegExp(`^var [\\w$]+ = /\\* @__PURE__ \\*/ React\\d*\\.${call}\\(`, 'm'),
      );
    },
  );

  it('keeps every line where it was, so the source map still holds', () => {
    expect(result.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('changes nothing else', () => {
    const unchanged = (text: string) =>
      text
        .replace(/^ *[\w$.]+\.displayName = "[^"\n]*";$/gm, '')
        .replaceAll('/* @__PURE__ */ ', '');
    expect(unchanged(result)).toBe(unchanged(code));
  });
});
