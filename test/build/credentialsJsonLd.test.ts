/**
 * The credentials in the built pages' structured data (issue 35): each doctor's council and
 * number, the surgeon's hospital, the clinic's establishment registration on every page, and
 * on "Your visit" every clinician the site names. test/build/jsonLd.test.ts checks the same
 * blocks against schema.org's vocabulary.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(process.cwd(), 'dist');

type Node = Record<string, unknown>;

function jsonLdOf(page: string): Node[] {
  const html = readFileSync(join(dist, page, 'index.html'), 'utf8');
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Node,
  );
}

const clinicNodes = (blocks: Node[]) =>
  blocks.filter((block) => Array.isArray(block['@type']) && block['@type'].includes('Dentist'));

describe('credentials in the structured data', () => {
  it.each(['', 'meet/associate-dentist', 'ru/contact', 'zh/visit'])(
    '/%s: the clinic with its registration under the Goa Clinical Establishments Act',
    (page) => {
      expect(clinicNodes(jsonLdOf(page))[0]?.identifier).toEqual({
        '@type': 'PropertyValue',
        propertyID: 'Goa Clinical Establishments (Registration and Regulation) Act, 2019',
        value: 'GOA-CE-0000',
      });
    },
  );

  it('a doctor’s page: the council and number, as identifier and as a credential the council recognises', () => {
    const profile = jsonLdOf('meet/oral-maxillofacial-surgeon').find(
      (block) => block['@type'] === 'ProfilePage',
    );
    const physician = profile?.mainEntity as Node;
    expect(physician.identifier).toEqual({
      '@type': 'PropertyValue',
      propertyID: 'Goa Dental Council',
      value: '0000',
    });
    expect(physician.hasCredential).toContainEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'registration',
      name: 'Goa Dental Council registration no. 0000',
      recognizedBy: { '@type': 'Organization', name: 'Goa Dental Council' },
    });
    expect(physician.hospitalAffiliation).toEqual({
      '@type': 'Hospital',
      name: 'Sample Hospital, Panaji',
    });
  });

  it('Your visit: all four clinicians, the visiting consultants too, with degree and registration', () => {
    const members = clinicNodes(jsonLdOf('visit'))
      .flatMap((node) => (node.member as Node[] | undefined) ?? [])
      .map((member) => [
        member.name,
        (member.identifier as Node).propertyID,
        (member.hasCredential as Node[])[0]?.name,
      ]);
    expect(members).toEqual([
      ['Dr. A. Sample', 'Goa Dental Council', 'MDS (Oral and Maxillofacial Surgery)'],
      ['Dr. B. Sample', 'Goa Dental Council', 'BDS'],
      ['Dr. C. Sample', 'Goa Medical Council', 'MD (Dermatology, Venereology and Leprosy)'],
      ['Dr. D. Sample', 'Goa Medical Council', 'MD (Psychiatry)'],
    ]);
  });
});
