/**
 * Every JSON-LD block of every built page (dist/, which `npm test` builds first) against
 * schema.org's definitions, not a list kept by hand: the vocabulary is read from schema-dts
 * (node_modules/schema-dts/dist/schema.d.ts, generated from schema.org's own vocabulary file;
 * the same types the builders in src/app/jsonLd.ts are typed with). Its declarations are parsed
 * with TypeScript's parser into, for each type, its properties (its own and its supertypes')
 * with each property's range, its subtypes and, for an enumeration, its members. Then each
 * block is walked: every node's `@type` is a schema.org type, every property is one schema.org
 * defines on one of the node's types, every value is of the property's range (a node of a
 * type in the range or a subtype, a reference by `@id`, text where the range takes text, a
 * number where it takes a number, a member of an enumeration).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { TFunction } from 'i18next';
import ts from 'typescript';
import { profilePageJsonLd, reviewedPageJsonLd } from '../../src/app/jsonLd';
import { loadText } from '../../src/content/texts';

interface Vocabulary {
  /** Each type's own properties (name → the names of the types of its range). */
  own: Map<string, Map<string, string[]>>;
  /** Each type's direct supertypes. */
  parents: Map<string, string[]>;
  /** Each type's direct subtypes, the members of its union in schema-dts. */
  children: Map<string, string[]>;
  /** The members of each enumeration, both as `https://schema.org/X` and `X`. */
  members: Map<string, Set<string>>;
  /** The types whose values may be any string (Text, URL, Date… and every type, as an IRI). */
  strings: Set<string>;
  /** The types whose values may be a number (Number, Integer, Float). */
  numbers: Set<string>;
  /** The types whose values may be a boolean. */
  booleans: Set<string>;
}

function readVocabulary(): Vocabulary {
  const file = createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const vocabulary: Vocabulary = {
    own: new Map(),
    parents: new Map(),
    children: new Map(),
    members: new Map(),
    strings: new Set(),
    numbers: new Set(),
    booleans: new Set(),
  };
  const baseOf = (name: string) => (name.endsWith('Base') ? name.slice(0, -4) : undefined);
  const referenced = (node: ts.Node): string[] => {
    const names: string[] = [];
    const visit = (child: ts.Node) => {
      if (ts.isTypeReferenceNode(child) && ts.isIdentifier(child.typeName))
        names.push(child.typeName.text);
      ts.forEachChild(child, visit);
    };
    visit(node);
    return names;
  };
  const heritage = (node: ts.InterfaceDeclaration) =>
    (node.heritageClauses ?? []).flatMap((clause) =>
      clause.types.map((type) => type.expression.getText(source)),
    );

  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement)) {
      const name = statement.name.text;
      const base = baseOf(name);
      if (base !== undefined) {
        // interface DentistBase extends LocalBusinessBase, MedicalOrganizationBase { "p"?: SchemaValue<A | B, "p"> }
        vocabulary.parents.set(
          base,
          heritage(statement).flatMap((parent) => baseOf(parent) ?? []),
        );
        const properties = new Map<string, string[]>();
        for (const member of statement.members) {
          if (!ts.isPropertySignature(member) || !member.type) continue;
          const property = member.name.getText(source).replace(/^"|"$/g, '');
          const range = ts.isTypeReferenceNode(member.type)
            ? member.type.typeArguments?.[0]
            : member.type;
          const types = range ? referenced(range) : [];
          properties.set(
            property,
            types.filter((type) => type !== 'IdReference'),
          );
        }
        vocabulary.own.set(base, properties);
      } else if (name.endsWith('Leaf')) {
        // interface DepartActionLeaf extends MoveActionBase { "@type": "DepartAction" }: a type
        // with no property of its own has its supertype's base.
        const type = name.slice(0, -4);
        const bases = heritage(statement).flatMap((parent) => baseOf(parent) ?? []);
        if (!vocabulary.own.has(type) || bases[0] !== type) {
          vocabulary.own.set(type, vocabulary.own.get(type) ?? new Map<string, string[]>());
          vocabulary.parents.set(type, [...(vocabulary.parents.get(type) ?? []), ...bases]);
        }
      }
    } else if (ts.isTypeAliasDeclaration(statement)) {
      const name = statement.name.text;
      if (name.endsWith('Leaf')) {
        // The roles: type EmployeeRoleLeaf<…> = Omit<EmployeeRoleBase, …> & { "@type": … }
        const type = name.slice(0, -4);
        const bases = referenced(statement.type).flatMap((parent) => baseOf(parent) ?? []);
        if (bases[0] !== type) vocabulary.parents.set(type, bases);
        continue;
      }
      const members = ts.isUnionTypeNode(statement.type) ? statement.type.types : [statement.type];
      const children: string[] = [];
      const literals = new Set<string>();
      for (const member of members) {
        if (ts.isTypeReferenceNode(member) && ts.isIdentifier(member.typeName)) {
          const child = member.typeName.text;
          if (child !== `${name}Leaf`) children.push(child);
        } else if (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal)) {
          literals.add(member.literal.text);
        } else if (member.kind === ts.SyntaxKind.StringKeyword) {
          vocabulary.strings.add(name);
        } else if (member.kind === ts.SyntaxKind.NumberKeyword) {
          vocabulary.numbers.add(name);
        } else if (member.kind === ts.SyntaxKind.BooleanKeyword) {
          vocabulary.booleans.add(name);
        }
      }
      vocabulary.children.set(name, children);
      if (literals.size > 0) vocabulary.members.set(name, literals);
    }
  }
  return vocabulary;
}

const vocabulary = readVocabulary();
const isType = (name: string) => vocabulary.own.has(name);

/** A type and all its subtypes. */
function descendants(type: string, seen = new Set<string>()): Set<string> {
  if (seen.has(type)) return seen;
  seen.add(type);
  for (const child of vocabulary.children.get(type) ?? []) descendants(child, seen);
  return seen;
}

/** The properties schema.org defines on a type, its own and its supertypes'. */
function propertiesOf(type: string, into = new Map<string, string[]>()): Map<string, string[]> {
  for (const [property, range] of vocabulary.own.get(type) ?? [])
    into.set(property, [...(into.get(property) ?? []), ...range]);
  for (const parent of vocabulary.parents.get(type) ?? []) propertiesOf(parent, into);
  return into;
}

const takes = (range: string[], set: Set<string>) =>
  range.some((type) => [...descendants(type)].some((each) => set.has(each)));

/** What is wrong with `value` as a node (at `path`), or as a value of a range; [] if nothing. */
function problemsOfNode(node: Record<string, unknown>, path: string): string[] {
  const types = ([] as unknown[]).concat(node['@type']);
  if (types.length === 0 || types.some((type) => typeof type !== 'string' || !isType(type)))
    return [`${path}: @type ${JSON.stringify(node['@type'])} is not a schema.org type`];
  const properties = new Map<string, string[]>();
  for (const type of types as string[])
    for (const [property, range] of propertiesOf(type))
      properties.set(property, [...(properties.get(property) ?? []), ...range]);
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === '@type' || key === '@id') return [];
    const range = properties.get(key);
    if (!range) return [`${path}: ${types.join('/')} has no property ${key} in schema.org`];
    return ([] as unknown[])
      .concat(value)
      .flatMap((each, index) =>
        problemsOfValue(
          each,
          range,
          Array.isArray(value) ? `${path}.${key}[${index}]` : `${path}.${key}`,
        ),
      );
  });
}

function problemsOfValue(value: unknown, range: string[], path: string): string[] {
  const expected = `expected ${[...new Set(range)].join(' | ')}`;
  if (typeof value === 'string') {
    if (takes(range, vocabulary.strings)) return [];
    const allowed = range.flatMap((type) =>
      [...descendants(type)].flatMap((each) => [...(vocabulary.members.get(each) ?? [])]),
    );
    return allowed.includes(value) ? [] : [`${path}: "${value}", ${expected}`];
  }
  if (typeof value === 'number')
    return takes(range, vocabulary.numbers) ? [] : [`${path}: ${value}, ${expected}`];
  if (typeof value === 'boolean')
    return takes(range, vocabulary.booleans) ? [] : [`${path}: ${value}, ${expected}`];
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [`${path}: ${JSON.stringify(value)}, ${expected}`];
  const node = value as Record<string, unknown>;
  if (!('@type' in node)) {
    // A reference to a node described elsewhere: { "@id": "…" } and nothing else.
    const keys = Object.keys(node);
    return keys.length === 1 && typeof node['@id'] === 'string'
      ? []
      : [`${path}: a node without @type (${keys.join(', ')})`];
  }
  const types = ([] as unknown[]).concat(node['@type']);
  // A type schema.org does not have is problemsOfNode's to name.
  const inRange =
    types.some((type) => typeof type !== 'string' || !isType(type)) ||
    types.some(
      (type) => typeof type === 'string' && range.some((each) => descendants(each).has(type)),
    );
  return [
    ...(inRange ? [] : [`${path}: a ${types.join('/')}, ${expected}`]),
    ...problemsOfNode(node, path),
  ];
}

/** What is wrong with a top-level block. */
function problemsOfBlock(block: unknown): string[] {
  if (typeof block !== 'object' || block === null || Array.isArray(block))
    return ['the block is not one node'];
  const { '@context': context, ...node } = block as Record<string, unknown>;
  return [
    ...(context === 'https://schema.org' ? [] : [`@context is ${JSON.stringify(context)}`]),
    ...problemsOfNode(node, ([] as unknown[]).concat(node['@type']).join('/') || 'block'),
  ];
}

const dist = join(process.cwd(), 'dist');
const htmlFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(folder, entry.name))
      : entry.name.endsWith('.html')
        ? [join(folder, entry.name)]
        : [],
  );
const blocksOf = (file: string): unknown[] =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    ),
  ].map(([, json]) => JSON.parse(json ?? '') as unknown);

describe('the vocabulary read from schema-dts', () => {
  it('knows the types and properties the site uses, and what they are not', () => {
    expect(propertiesOf('IndividualPhysician').has('address')).toBe(true);
    expect(propertiesOf('IndividualPhysician').has('practicesAt')).toBe(true);
    expect(propertiesOf('IndividualPhysician').has('jobTitle')).toBe(false);
    expect(propertiesOf('IndividualPhysician').has('worksFor')).toBe(false);
    expect(propertiesOf('Person').has('jobTitle')).toBe(true);
    expect(propertiesOf('MedicalProcedure').has('inLanguage')).toBe(false);
    expect(propertiesOf('MedicalProcedure').has('provider')).toBe(false);
    expect(propertiesOf('MedicalClinic').has('inLanguage')).toBe(false);
    expect(propertiesOf('ProfilePage').has('mainEntity')).toBe(true);
    expect(descendants('Organization').has('IndividualPhysician')).toBe(true);
    expect(descendants('Person').has('IndividualPhysician')).toBe(false);
  });

  it('finds what a schema.org check finds', () => {
    expect(
      problemsOfBlock({
        '@context': 'https://schema.org',
        '@type': 'MedicalProcedure',
        name: 'Dental implants',
        inLanguage: 'en-IN',
        provider: { '@id': 'https://example.invalid/#clinic' },
      }),
    ).toEqual([
      'MedicalProcedure: MedicalProcedure has no property inLanguage in schema.org',
      'MedicalProcedure: MedicalProcedure has no property provider in schema.org',
    ]);
    expect(
      problemsOfBlock({
        '@context': 'https://schema.org',
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'Someday'],
        opens: 9,
      }),
    ).toEqual([
      'OpeningHoursSpecification.dayOfWeek[1]: "Someday", expected DayOfWeek',
      'OpeningHoursSpecification.opens: 9, expected Time',
    ]);
    expect(
      problemsOfBlock({
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        mainEntity: { '@type': 'Physican', name: 'x' },
        reviewedBy: { '@type': 'GeoCoordinates', latitude: 1 },
      }),
    ).toEqual([
      'ProfilePage.mainEntity: @type "Physican" is not a schema.org type',
      'ProfilePage.reviewedBy: a GeoCoordinates, expected Organization | Person',
    ]);
  });
});

describe('every JSON-LD block of every built page', () => {
  const files = htmlFiles(dist);

  it('finds the pages', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files.map((file) => [relative(dist, file), file]))(
    '%s: each block is schema.org',
    (_, file) => {
      for (const block of blocksOf(file)) expect(problemsOfBlock(block)).toEqual([]);
    },
  );
});

/** Every node of a block, nested ones included. */
function nodesOf(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (typeof value !== 'object' || value === null) return [];
  const node = value as Record<string, unknown>;
  return [node, ...Object.values(node).flatMap(nodesOf)];
}

/**
 * What is wrong with the clinic in a page's blocks: each page's data is one graph, so the
 * clinic is described by one node, with its name and address; any other mention of it is a
 * reference by `@id` alone. ("Your visit" once had a second clinic node, its members only.)
 */
function clinicProblems(blocks: unknown[]): string[] {
  const isClinic = (node: Record<string, unknown>) =>
    ([] as unknown[])
      .concat(node['@type'])
      .some((type) => type === 'Dentist' || type === 'MedicalClinic') ||
    (typeof node['@id'] === 'string' && node['@id'].endsWith('/#clinic'));
  const described = nodesOf(blocks).filter(
    (node) => isClinic(node) && Object.keys(node).some((key) => key !== '@id'),
  );
  return [
    // A page with structured data describes the clinic once (the error pages have none).
    ...(described.length === (blocks.length > 0 ? 1 : 0)
      ? []
      : [`${String(described.length)} nodes describe the clinic`]),
    ...described.flatMap((node) =>
      ['name', 'address']
        .filter((key) => !(key in node))
        .map((key) => `a clinic node without ${key}: ${Object.keys(node).join(', ')}`),
    ),
  ];
}

describe('the clinic in every built page’s structured data', () => {
  it('finds a clinic node without its name and address', () => {
    const clinic = { '@type': ['Dentist', 'MedicalClinic'], '@id': 'https://x.invalid/#clinic' };
    expect(
      clinicProblems([
        { ...clinic, name: 'A clinic', address: { '@type': 'PostalAddress' } },
        { ...clinic, member: [] },
      ]),
    ).toEqual([
      '2 nodes describe the clinic',
      'a clinic node without name: @type, @id, member',
      'a clinic node without address: @type, @id, member',
    ]);
  });

  it.each(htmlFiles(dist).map((file) => [relative(dist, file), file]))(
    '%s: one clinic node, with its name and address',
    (_, file) => {
      expect(clinicProblems(blocksOf(file))).toEqual([]);
    },
  );
});

describe('a reviewed page, which no built page is yet', () => {
  // The interface words the builders ask for, as keys; the address lines as a list.
  const t = ((key: string, options?: { returnObjects?: boolean }) =>
    options?.returnObjects ? [key, `${key} 2`] : key) as unknown as TFunction;
  const review = { lastReviewed: '2026-11-01', nextReviewDue: '2027-05-01' };

  it('keeps its review, and is schema.org, whoever reviewed it', async () => {
    const doctors = await loadText('hi', 'doctors');
    const doctor = 'associate-dentist';
    const address = { language: 'hi', page: 'meet', doctor } as const;
    const blocks = [
      profilePageJsonLd(
        address,
        doctor,
        { ...doctors[doctor], review: { ...review, reviewer: 'oral-maxillofacial-surgeon' } },
        t,
      ),
      reviewedPageJsonLd(
        { language: 'fr', page: 'privacy' },
        'WebPage',
        'Confidentialité',
        {
          ...review,
          reviewer: 'privacyContact',
          translation: { checked: '2026-11-20', by: { name: 'A. Sample', role: 'translator' } },
        },
        t,
      ),
    ];
    expect(blocks[0]).toMatchObject({
      '@type': 'ProfilePage',
      lastReviewed: '2026-11-01',
      reviewedBy: { '@type': 'Person' },
      mainEntity: { '@type': 'IndividualPhysician' },
    });
    expect(blocks[1]).toMatchObject({
      lastReviewed: '2026-11-20',
      reviewedBy: { '@type': 'Person', jobTitle: expect.any(String) },
    });
    for (const block of blocks) expect(problemsOfBlock(block)).toEqual([]);
  });

  it('claims no review while its translation is unchecked', () => {
    const block = reviewedPageJsonLd(
      { language: 'ru', page: 'urgent' },
      'MedicalWebPage',
      'Срочно',
      { ...review, reviewer: 'associate-dentist', translation: null },
      t,
    );
    expect(block).not.toHaveProperty('lastReviewed');
    expect(block).not.toHaveProperty('reviewedBy');
  });
});
