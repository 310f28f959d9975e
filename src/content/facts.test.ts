import { capitalized, clinic, doctorName } from './clinic';
import {
  clinicInWords,
  factsIn,
  placeholderFacts,
  withFacts,
  withWordsToConfirmMarked,
} from './facts';
import { promiseFacts } from './promises';
import { samplesInUse } from './sample';
import { sampleToken } from './sampleMarks';
import { allFacts } from './sampleReport';

describe('filling the clinic facts into the words', () => {
  it('fills every named fact in the language of the text, in strings, lists and objects', () => {
    const surgeon = doctorName('oral-maxillofacial-surgeon', 'ru');
    const dentist = doctorName('associate-dentist', 'ru');
    const text = {
      credential: 'Оперирующий хирург {{surgeonName}}, рег. № {{surgeonRegistration}}',
      paragraphs: ['{{dentistShortName}} принимает детей.', '{{surgeonFellowship}}'],
    };
    expect(withFacts(text, 'ru')).toEqual({
      credential: `Оперирующий хирург ${surgeon.full}, рег. № ${clinic.registrationNumbers['oral-maxillofacial-surgeon']}`,
      paragraphs: [`${dentist.short} принимает детей.`, clinicInWords.surgeonFellowship.ru],
    });
  });

  it('opens a sentence with a capitalised name where the placeholder asks for it', () => {
    const surgeon = doctorName('oral-maxillofacial-surgeon', 'ru');
    expect(withFacts('{{surgeonShortName, capitalized}} объясняет.', 'ru')).toBe(
      `${capitalized(surgeon.short)} объясняет.`,
    );
    expect(capitalized(surgeon.short)).not.toBe(surgeon.short);
  });

  it('leaves the placeholders i18next fills when a string is shown', () => {
    expect(withFacts('{{count}} treatments, {{surgeonName}}', 'en')).toBe(
      `{{count}} treatments, ${factsIn('en').surgeonName ?? ''}`,
    );
  });

  it('leaves numbers, booleans and the text it was given unchanged', () => {
    const text = { title: '{{dentistName}}', order: 2, shown: true };
    expect(withFacts(text, 'hi')).toEqual({
      title: doctorName('associate-dentist', 'hi').full,
      order: 2,
      shown: true,
    });
    expect(text.title).toBe('{{dentistName}}');
  });

  it('marks each fact still a sample, as the build fills the words the pages show', () => {
    const surgeon = doctorName('oral-maxillofacial-surgeon', 'en');
    expect(withFacts('{{surgeonName}} answers {{ambulanceNumber}}.', 'en', true)).toBe(
      `${surgeon.full}${sampleToken('doctorNames')} answers 108.`,
    );
    expect(withFacts('{{guardianStays}}', 'hi', true)).toBe(
      `${promiseFacts.guardianStays.value.hi}${sampleToken('promises.guardianStays')}`,
    );
  });

  it('knows, for every placeholder that names a sample, the fact it is', () => {
    const samples = new Set(samplesInUse(allFacts).map(({ path }) => path));
    const marked = factsIn('en', true);
    for (const [name, path] of Object.entries(placeholderFacts)) {
      expect(samples.has(path), `${name}: ${path}`).toBe(true);
      expect(marked[name], name).toContain(sampleToken(path));
    }
  });

  it('marks the interface words the clinic has yet to confirm', () => {
    const ui = {
      clinic: { landmarks: ['Near the assembly'] },
      contact: { mapPopup: 'A popup' },
      review: {
        qualifications: { 'visiting-dermatologist': 'MD', 'visiting-psychiatrist': 'MD' },
      },
      other: 'left as it is',
    };
    const marked = withWordsToConfirmMarked(ui);
    expect(marked.clinic.landmarks).toEqual([`Near the assembly${sampleToken('wordsToConfirm')}`]);
    expect(marked.contact.mapPopup).toBe(`A popup${sampleToken('wordsToConfirm')}`);
    expect(marked.other).toBe('left as it is');
    expect(ui.contact.mapPopup).toBe('A popup');
    expect(() => withWordsToConfirmMarked({})).toThrow(/no clinic.landmarks/);
  });
});
