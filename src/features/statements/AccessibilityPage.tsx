import { ClinicContactText } from '../../components/ClinicContactText';
import { DeferredPageReview } from '../../components/pageReviewPart';
import { withMarks } from '../../components/SampleMark';
import { accessibilityChecks } from '../../content/statements';
import { useText } from '../../state/react/useText';
import { useAppSelector } from '../../state/hooks';
import { selectLanguage } from '../../state/selectors';

/**
 * The accessibility statement, after the GOV.UK model statement. Its list of checks is
 * content/statements.ts's, each held to the test file that makes it.
 */
export function AccessibilityPage() {
  const accessibility = useText('statements/accessibility');
  const language = useAppSelector(selectLanguage);
  return (
    <article className="container statement" aria-labelledby="accessibility-title">
      <h1 id="accessibility-title" tabIndex={-1}>
        {accessibility.title}
      </h1>
      <p className="statement-intro">{accessibility.intro}</p>
      <h2>{accessibility.standard.heading}</h2>
      <p>{accessibility.standard.text}</p>
      <h2>{accessibility.testing.heading}</h2>
      <p>{accessibility.testing.intro}</p>
      <ul>
        {accessibilityChecks.map(({ id }) => (
          <li key={id} data-check={id}>
            {accessibility.testing.checks[id]}
          </li>
        ))}
      </ul>
      <p>{accessibility.testing.limit}</p>
      <h2>{accessibility.limits.heading}</h2>
      <ul>
        {accessibility.limits.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>{accessibility.alternative.heading}</h2>
      <p>{accessibility.alternative.text}</p>
      <h2>{accessibility.report.heading}</h2>
      <p>
        <ClinicContactText text={accessibility.report.text} />
      </p>
      <p>{withMarks(accessibility.report.reply)}</p>
      <h2>{accessibility.enforcement.heading}</h2>
      <p>{withMarks(accessibility.enforcement.text)}</p>
      <h2>{accessibility.visiting.heading}</h2>
      <ul>
        {accessibility.visiting.items.map((item) => (
          <li key={item}>{withMarks(item)}</li>
        ))}
      </ul>
      <p>{accessibility.visiting.ask}</p>
      <h2>{accessibility.prepared.heading}</h2>
      <p>{accessibility.prepared.text}</p>
      <h2>{accessibility.improving.heading}</h2>
      <p>{withMarks(accessibility.improving.text)}</p>
      <h2>{accessibility.law.heading}</h2>
      <p>{accessibility.law.text}</p>
      <DeferredPageReview review={accessibility.review} language={language} />
    </article>
  );
}
