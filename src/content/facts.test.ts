import { capitalized, clinic, doctorName } from './clinic';
import { clinicInWords, factsIn, withFacts } from './facts';

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
});
