import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../app/selectors';
import { ClinicContactText } from '../../components/ClinicContactText';
import { PageReview } from '../../components/PageReview';
import { accessibilityCheckedOn, longDate } from '../../content/statements';
import { useText } from '../../app/useText';

/** The accessibility statement, after the GOV.UK model statement. */
export function AccessibilityPage() {
  const { accessibility } = useText('statements');
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
        {accessibility.testing.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{accessibility.testing.limit}</p>
      <h2>{accessibility.limits.heading}</h2>
      <ul>
        {accessibility.limits.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{accessibility.checked.replace('{{date}}', longDate(accessibilityCheckedOn, language))}</p>
      <h2>{accessibility.report.heading}</h2>
      <p>
        <ClinicContactText text={accessibility.report.text} />
      </p>
      <h2>{accessibility.law.heading}</h2>
      <p>{accessibility.law.text}</p>
      <PageReview review={accessibility.review} />
    </article>
  );
}
