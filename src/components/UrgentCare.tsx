import { useTranslation } from 'react-i18next';
import {
  clinic,
  clinicPhone,
  injectionPhone,
  surgeonPhone,
  type PhoneNumber,
} from '../content/clinic';
import { openingHoursText } from '../content/openingHours';
import {
  situationAnchor,
  situations,
  type CareCardWords,
  type ExtraCall,
  type Situation,
} from '../content/urgentCare';
import type { Language } from '../lib/languages';
import { PhoneIcon } from './icons';
import { PhoneLink } from './PhoneLink';
import { withMarks } from './SampleMark';

type HeadingLevel = 2 | 3 | 4 | 5;

/**
 * A tel: link that reads as a button: the one act a card asks for. A sample number reaches
 * nobody: in its place the card says it is to be confirmed, and gives 108 and 112.
 */
function CallLink({ number, label }: { number: PhoneNumber; label: string }) {
  return (
    <PhoneLink className="button button-primary care-card-call" number={number}>
      <PhoneIcon /> <span>{label}</span>
    </PhoneLink>
  );
}

/** A national number: never a sample. */
const nationalPhone = (display: string, dialled = display): PhoneNumber => ({
  display,
  href: `tel:${dialled}`,
});

/** What a card's level asks for: the numbers to call, the hospital, or the clinic and its hours. */
/** `text` with its `{{name}}` placeholders filled from `values`. */
const filled = (text: string, values: Record<string, string>) =>
  text.replace(/{{(\w+)}}/g, (match, name: string) => values[name] ?? match);

/** The lines a card offers besides its level's own: a doctor's line day and night, Tele-MANAS. */
function ExtraCalls({ calls, words }: { calls?: readonly ExtraCall[]; words: CareCardWords }) {
  if (!calls || calls.length === 0) return null;
  const { mentalHealth, mentalHealthTollFree } = clinic.emergencyNumbers;
  const links: Record<ExtraCall, { number: PhoneNumber; label: string }[]> = {
    injectionLine: [
      {
        number: injectionPhone,
        label: filled(words.callInjectionLine, { phone: injectionPhone.display }),
      },
    ],
    surgeonLine: [
      {
        number: surgeonPhone,
        label: filled(words.callSurgeonLine, { phone: surgeonPhone.display }),
      },
    ],
    mentalHealthLine: [
      {
        number: nationalPhone(mentalHealth),
        label: filled(words.callMentalHealthLine, { number: mentalHealth }),
      },
      {
        number: nationalPhone(mentalHealthTollFree.display, mentalHealthTollFree.e164),
        label: filled(words.callMentalHealthLine, { number: mentalHealthTollFree.display }),
      },
    ],
  };
  return (
    <p className="care-card-calls">
      {calls
        .flatMap((call) => links[call])
        .map(({ number, label }) => (
          <CallLink key={label} number={number} label={label} />
        ))}
    </p>
  );
}

/** The surgeon's line, answered day and night, on the page of a treatment after surgery. */
export function SurgeonLine({ words }: { words: CareCardWords }) {
  return (
    <div className="surgeon-line">
      <p className="care-card-detail">{withMarks(words.surgeonLine)}</p>
      <ExtraCalls calls={['surgeonLine']} words={words} />
    </div>
  );
}

function LevelActions({
  situation,
  words,
  language,
}: {
  situation: Situation;
  words: CareCardWords;
  language: Language;
}) {
  const { ambulance, emergency } = clinic.emergencyNumbers;
  switch (situation.level) {
    case 'ambulance':
      return (
        <>
          <p className="care-card-detail">{withMarks(words.levels.ambulance.detail)}</p>
          <p className="care-card-calls">
            <CallLink
              number={nationalPhone(ambulance)}
              label={filled(words.callNumber, { number: ambulance })}
            />
            <CallLink
              number={nationalPhone(emergency)}
              label={filled(words.callNumber, { number: emergency })}
            />
          </p>
          <ExtraCalls calls={situation.calls} words={words} />
        </>
      );
    case 'emergency-department':
      return (
        <>
          <ExtraCalls calls={situation.calls} words={words} />
          <p className="care-card-detail">
            {withMarks(words.levels['emergency-department'].detail)}
          </p>
        </>
      );
    case 'first-aid':
      // First aid, then the clinic while it is open, or an emergency department.
      return (
        <>
          <ExtraCalls calls={situation.calls} words={words} />
          <ClinicHoursAndCall words={words} language={language} />
          <p className="care-card-detail">
            {withMarks(words.levels['emergency-department'].detail)}
          </p>
        </>
      );
    case 'clinic':
      return <ClinicHoursAndCall words={words} language={language} />;
  }
}

/** The clinic's days and hours, in `language`, and its number to call. */
function ClinicHoursAndCall({ words, language }: { words: CareCardWords; language: Language }) {
  const { t } = useTranslation();
  const hours = openingHoursText(t, language);
  return (
    <>
      <p>
        {withMarks(
          filled(words.levels.clinic.detail, { days: hours.openDays, hours: hours.dayHours }),
        )}
      </p>
      <p className="care-card-calls">
        <CallLink
          number={clinicPhone}
          label={filled(words.callClinic, { phone: clinicPhone.display })}
        />
      </p>
    </>
  );
}

/**
 * One care card: a situation, its signs, what to do, and the level of help it needs, in the
 * words of `situations.<id>` in src/locales/<lng>/urgent.json: the only place those
 * instructions are written.
 */
function UrgentCareCard({
  situation,
  headingLevel,
  urgent,
  language,
}: {
  situation: Situation;
  headingLevel: HeadingLevel;
  /**
   * urgent.json's words in the language shown (the caller loads them: useText('urgent'), or a
   * treatment's own part of them with its words), with this card's situation among them.
   */
  urgent: CareCardWords;
  /** The store's language (the caller reads it), for the clinic's hours. */
  language: Language;
}) {
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4' | 'h5';
  const id = situationAnchor(situation.id);
  const words = urgent.situations[situation.id];
  if (!words) throw new Error(`The care card ${situation.id} was given no words`);
  return (
    <article
      id={id}
      // First aid, then a hospital if it does not work: drawn in the emergency department's colour
      // (the inlined stylesheet, and with it the CSP's hash, stays as it is).
      className={`care-card care-card-${situation.level}${situation.level === 'first-aid' ? ' care-card-emergency-department' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <p className="care-card-level">{urgent.levels[situation.level].heading}</p>
      <Heading id={`${id}-title`} className="care-card-title">
        {words.title}
      </Heading>
      <p className="care-card-signs">{withMarks(words.signs)}</p>
      <ol className="care-card-steps">
        {words.steps.map((step) => (
          <li key={step}>{withMarks(step)}</li>
        ))}
      </ol>
      <LevelActions situation={situation} words={urgent} language={language} />
    </article>
  );
}

/** Cards, the most urgent first: all of them, or those given. */
export function UrgentCareCards({
  shown = situations,
  headingLevel,
  urgent,
  language,
}: {
  shown?: readonly Situation[];
  headingLevel: HeadingLevel;
  urgent: CareCardWords;
  language: Language;
}) {
  return (
    <div className="care-cards">
      {shown.map((situation) => (
        <UrgentCareCard
          key={situation.id}
          situation={situation}
          headingLevel={headingLevel}
          urgent={urgent}
          language={language}
        />
      ))}
    </div>
  );
}
