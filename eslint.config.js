import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The features are the folders of src/features as they are on disk: a new one is kept apart from
// the others with no edit here.
const features = readdirSync(new URL('src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The layers (docs/architecture.md, "Layers"), top to bottom: src/app composes the pages of
// src/features, which stand on src/state (the store, the events, the addresses, the slices and
// the React bindings), which stands on src/components, src/content and src/lib.
const layers = [
  {
    target: './src/lib',
    from: './src',
    except: ['./lib'],
    message: 'src/lib imports nothing of the site.',
  },
  {
    target: './src/content',
    from: ['./src/app', './src/features', './src/state', './src/components', './src/ssr'],
    message: 'src/content holds no UI and no state.',
  },
  {
    target: './src/components',
    from: ['./src/app', './src/features', './src/state', './src/ssr'],
    message:
      'Shared components know neither the store nor the pages: they take what they need by props or context.',
  },
  {
    target: './src/state',
    from: ['./src/app', './src/features', './src/ssr'],
    message:
      'src/state is below the pages: it imports neither src/app nor src/features (what it needs of them is passed in).',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/ssr'],
    message:
      'A page imports nothing of src/app: the store, the events, the addresses and the React bindings are in src/state.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other; share through src/state, src/components, src/content or src/lib.',
  })),
];

// The store is read through the typed hooks of src/state/hooks.ts.
const typedHooksOnly = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use useAppSelector / useAppDispatch / useAppStore from src/state/hooks.',
};

const storeLanguageOnly =
  "Read the store's language (selectLanguage), not i18next's: the store holds the language alone.";

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'public',
      'scripts/.*',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // React Router's way to answer a route with a status (404) is to throw its `data()`.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [typedHooksOnly],
        },
      ],
    },
  },

  // The layers, written once (docs/architecture.md): an import against them, or any import
  // circle (dynamic import() included), fails lint.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importX.flatConfigs.typescript.settings,
    rules: {
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layers,
            {
              target: './src',
              from: ['./test', './scripts', './vite-plugins'],
              message:
                'src/ holds what ships: test-only tables (test/rules.ts, test/invariants.ts) and Node-only build code (scripts/, vite-plugins/) stay outside it.',
            },
          ],
        },
      ],
    },
  },
  // A page's test, or the state's, keeps to its layer as the code does (it reaches the whole app
  // through test/renderApp.tsx).
  {
    files: ['src/features/**/*.test.{ts,tsx}', 'src/state/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importX.flatConfigs.typescript.settings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: layers.filter(
            (zone) => zone.target === './src/state' || zone.target.startsWith('./src/features'),
          ),
        },
      ],
    },
  },
  // The store holds the language alone (issue 38): the page shows the store's language, read
  // with selectLanguage (a shared component is given it as a prop). Only useDocumentLanguage
  // reads i18next's, to tell i18next the store's.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/locale/useDocumentLanguage.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name=/^(language|languages|resolvedLanguage)$/]:matches([object.name=/^i18n(ext)?$/], [object.property.name='i18n'])",
          message: storeLanguageOnly,
        },
        {
          selector:
            "VariableDeclarator:matches([init.name=/^i18n(ext)?$/], [init.property.name='i18n']) > ObjectPattern > Property[key.name=/^(language|languages|resolvedLanguage)$/]",
          message: storeLanguageOnly,
        },
      ],
    },
  },
  // No file of src/ over 400 lines (issue 38): a module that grows past it splits by what it
  // builds, a test by what it tests.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // expect.any(String) and friends are typed `any` by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    // Playwright fixtures call their continuation `use`; it is no React hook.
    files: ['test/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/state/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
);
