import { useTranslation } from 'react-i18next';
import {
  clinic,
  clinicPhone,
  injectionPhone,
  surgeonPhone,
  type PhoneNumber,
} from '../content/clinic';
import { openingHoursText } from '../content/openingHours';
import { situationAnchor } from '../content/careLinks';
import {
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

/** `text` with its `{{name}}` placeholders filled from `values`. */
const filled = (text: string, values: Record<string, string>) =>
  text.replace(/{{(\w+)}}/g, (match, name: string) => values[name] ?? match);

interface Call {
  number: PhoneNumber;
  label: string;
}

/** The links of the lines a card offers besides its level's own. */
function extraCallsOf(calls: readonly ExtraCall[], words: CareCardWords): Call[] {
  const { mentalHealth, mentalHealthTollFree } = clinic.emergencyNumbers;
  const links: Record<ExtraCall, Call[]> = {
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
  return calls.flatMap((call) => links[call]);
}

/** A national emergency number's link: 108, 112. */
const emergencyCall = (number: string, words: CareCardWords): Call => ({
  number: nationalPhone(number),
  label: filled(words.callNumber, { number }),
});

function Calls({ calls }: { calls: readonly Call[] }) {
  if (calls.length === 0) return null;
  return (
    <p className="care-card-calls">
      {calls.map(({ number, label }) => (
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
      <Calls calls={extraCallsOf(['surgeonLine'], words)} />
    </div>
  );
}

/** What a card's level asks for: the numbers to call, or the clinic and its hours. */
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
  const extraCalls = extraCallsOf(situation.calls ?? [], words);
  switch (situation.level) {
    case 'ambulance':
      return (
        <>
          <p className="care-card-detail">{withMarks(words.levels.ambulance.detail)}</p>
          <Calls calls={[emergencyCall(ambulance, words), emergencyCall(emergency, words)]} />
          <Calls calls={extraCalls} />
        </>
      );
    case 'talk-to-someone':
      // Tele-MANAS first, then 112 for danger: the order of the card's steps.
      return (
        <>
          <p className="care-card-detail">{withMarks(words.levels['talk-to-someone'].detail)}</p>
          <Calls
            calls={[
              ...extraCallsOf(['mentalHealthLine'], words),
              emergencyCall(emergency, words),
              ...extraCalls,
            ]}
          />
        </>
      );
    case 'emergency-department':
      // The card's steps name the emergency department for its kind of emergency.
      return <Calls calls={extraCalls} />;
    case 'first-aid':
      // First aid, then the clinic while it is open, or the emergency department its steps name.
      return (
        <>
          <Calls calls={extraCalls} />
          <ClinicHoursAndCall words={words} language={language} />
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
      // First aid, then a hospital if it does not work: drawn in the emergency department's colour.
      className={`care-card care-card-${situation.level}${situation.level === 'first-aid' ? ' care-card-emergency-department' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      {/* The heading first, so that a reader who jumps to it hears the level next; focusable
          by the page, so a link to the card (the A-Z's) brings the focus there too. */}
      <Heading id={`${id}-title`} className="care-card-title" tabIndex={-1}>
        {words.title}
      </Heading>
      <p className="care-card-level">{urgent.levels[situation.level].heading}</p>
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
