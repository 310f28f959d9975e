import { useText } from '../../state/react/useText';
import { KeptMarkup } from '../../components/KeptMarkup';
import { withMarks } from '../../components/SampleMark';
import { DeferredUrgentCareCards } from '../../components/urgentCareCardsPart';
import { useHydrated } from '../../lib/useHydrated';
import { useAppSelector } from '../../state/hooks';
import { selectLanguage } from '../../state/selectors';
import { OpenStatus } from './OpenStatus';

/**
 * "If it cannot wait": every care card, with whether the clinic is open now. On the urgent-help
 * page (its heading the page's h1) and on the contact page (an h2 among the others).
 *
 * The cards are many and static: they are in the page's HTML and kept as they are when it is
 * hydrated, rendered by React only for another language or a page it draws itself; on the
 * contact page, where they are below the fold, just after the page's first frame
 * (components/KeptMarkup.tsx).
 */
export function UrgentHelp({ headingLevel }: { headingLevel: 1 | 2 }) {
  const words = useText('urgent');
  const language = useAppSelector(selectLanguage);
  const mounted = useHydrated();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="urgent-help" aria-labelledby="urgent-help-title">
      <Heading id="urgent-help-title" tabIndex={headingLevel === 1 ? -1 : undefined}>
        {words.title}
      </Heading>
      <p className="urgent-help-intro">{words.intro}</p>
      {headingLevel === 1 && (
        // On the contact page the timings box says it already.
        <p className="open-status urgent-help-status" aria-live="polite">
          {mounted ? <OpenStatus language={language} /> : null}
        </p>
      )}
      {headingLevel === 1 && (
        // Printed, the numbers and the hospitals once, above the cards, instead of on each.
        <ul className="urgent-help-legend">
          <li>{withMarks(words.levels.ambulance.detail)}</li>
          <li>{withMarks(words.levels['talk-to-someone'].detail)}</li>
          <li>
            {withMarks(words.levels['emergency-department'].detail)}
            <ul>
              {Object.entries(words.departments).map(([kind, department]) => (
                <li key={kind}>{withMarks(department)}</li>
              ))}
            </ul>
          </li>
        </ul>
      )}
      <KeptMarkup version={language} later={headingLevel === 2} className="urgent-help-cards">
        <DeferredUrgentCareCards
          headingLevel={headingLevel === 1 ? 2 : 3}
          urgent={words}
          language={language}
        />
      </KeptMarkup>
    </section>
  );
}
