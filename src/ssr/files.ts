/** sitemap.xml, robots.txt and llms.txt, written by the build from the same addresses and content. */
import { consultationFee } from '../content/fees';
import { fillIn } from '../lib/fillIn';
import { parseAddress, pathOf } from '../state/address';
import { catalogue, doctorSlugs, treatmentsOf } from '../content/catalogue';
import { clinic, clinicPhone, mailtoUrl, whatsappChatUrl } from '../content/clinic';
import { siteFacts } from '../content/clinicFacts';
import { markedValue, withoutMarks } from '../content/sampleMarks';
import { siteUrl } from '../content/site';
import { loadText } from '../content/texts';
import { treatmentTextOf } from '../content/types';
import { openingHoursText } from '../content/openingHours';
import { situations } from '../content/urgentCare';
import { createI18n, loadUiStrings } from '../content/i18n';
import { languageName, languages, languageTag } from '../lib/languages';
import { absolute } from '../content/site';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every page, with its versions in the other languages (xhtml:link alternates). */
export function sitemapXml(paths: readonly string[]): string {
  const entries = paths.map((path) => {
    const address = parseAddress(path);
    const alternates = address
      ? [
          ...languages.map(
            (language) =>
              `    <xhtml:link rel="alternate" hreflang="${languageTag[language]}" href="${escapeXml(absolute(pathOf({ ...address, language })))}"/>`,
          ),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absolute(pathOf({ ...address, language: 'en' })))}"/>`,
        ]
      : [];
    return [
      `  <url>`,
      `    <loc>${escapeXml(absolute(path))}</loc>`,
      ...alternates,
      `  </url>`,
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/** A plain summary of the clinic for AI assistants (llmstxt.org), in English with links. */
export async function llmsTxt(): Promise<string> {
  const ui = await loadUiStrings('en');
  const hours = openingHoursText((await createI18n('en', ui)).t, 'en');
  const home = await loadText('en', 'home');
  const doctors = await loadText('en', 'doctors');
  const statements = {
    privacy: await loadText('en', 'statements/privacy'),
    accessibility: await loadText('en', 'statements/accessibility'),
  };
  const urgent = await loadText('en', 'urgent');
  const feeWords = await loadText('en', 'fees');
  const visit = await loadText('en', 'visit');
  const lines: string[] = [
    `# ${clinic.name}`,
    '',
    `> ${home.welcome.lead} Alto-Porvorim, Goa ${clinic.postalAddress.postalCode}, India.`,
    '',
    `${home.credential}. ${home.consultants.intro}`,
    '',
    'The site is in English, Hindi, Russian, French and Simplified Chinese: ' +
      languages
        .map((l) => `${languageName[l]} (${absolute(pathOf({ language: l, page: 'home' }))})`)
        .join(', ') +
      '.',
    '',
    'The information is general patient information, not medical advice. No booking is made online: call the clinic.',
    '',
    '## Contact',
    '',
    `- Address: ${ui.clinic.addressLines.join(', ')}`,
    `- Map: ${clinic.location.latitude}, ${clinic.location.longitude}`,
    `- Telephone: ${markedValue(clinicPhone.display, siteFacts.phone, 'phone')} (${absolute(pathOf({ language: 'en', page: 'contact' }))})`,
    `- WhatsApp: ${markedValue(whatsappChatUrl, siteFacts.whatsapp, 'whatsapp')}`,
    `- E-mail: ${markedValue(mailtoUrl.replace('mailto:', ''), siteFacts.email, 'email')}`,
    `- Hours: ${[...hours.sessions, hours.openDays, hours.closedDays ?? ''].filter(Boolean).join('; ')}`,
    '',
    '## If it cannot wait',
    '',
    `${urgent.intro} (${absolute(pathOf({ language: 'en', page: 'urgent' }))})`,
    '',
    ...situations.map(
      (situation) =>
        `- ${urgent.situations[situation.id].title}: ${urgent.levels[situation.level].heading}.`,
    ),
    '',
    '## Fees',
    '',
    `- [${feeWords.page.title}](${absolute(pathOf({ language: 'en', page: 'fees' }))}): ${feeWords.page.description} ${fillIn(feeWords.line.consultation, { fee: consultationFee('en') })}`,
    '',
    '## About this site',
    '',
    `- [${statements.privacy.title}](${absolute(pathOf({ language: 'en', page: 'privacy' }))}): ${statements.privacy.description}`,
    `- [${statements.accessibility.title}](${absolute(pathOf({ language: 'en', page: 'accessibility' }))}): ${statements.accessibility.description}`,
    `- [${visit.title}](${absolute(pathOf({ language: 'en', page: 'visit' }))}): ${visit.description}`,
    '',
    '## Doctors',
    '',
    ...doctorSlugs.map(
      (doctor) =>
        `- [${doctors[doctor].name}, ${doctors[doctor].title}](${absolute(pathOf({ language: 'en', page: 'meet', doctor }))}): ${doctors[doctor].qualifications.join(', ')}. ${doctors[doctor].tagline}`,
    ),
    `- ${home.consultants.items.map((item) => `${item.title} (visiting): ${item.description}`).join('\n- ')}`,
    '',
    '## Treatments',
  ];
  for (const category of catalogue) {
    const text = await loadText('en', `services/${category.slug}`);
    lines.push(
      '',
      `### [${text.title}](${absolute(pathOf({ language: 'en', page: 'service', category: category.slug }))})`,
      '',
      text.description,
      '',
    );
    for (const treatment of treatmentsOf(category.slug)) {
      const words = treatmentTextOf(text, treatment);
      if (!words) continue;
      lines.push(
        `- [${words.name}](${absolute(pathOf({ language: 'en', page: 'service', category: category.slug, treatment }))}): ${words.summary}`,
      );
    }
  }
  lines.push('');
  // A sample is said to be one, as the pages mark it.
  return withoutMarks(lines.join('\n'), ` (${ui.sample.mark})`);
}
