import { catalogue, treatmentsOf } from '../../content/catalogue';
import { withMarks } from '../../components/SampleMark';
import { consultationFee, feeInTable, fees, gstRate, paymentMethod } from '../../content/fees';
import { fullDate } from '../../lib/dates';
import { fillIn } from '../../lib/fillIn';
import { useAppSelector } from '../../state/hooks';
import { selectLanguage } from '../../state/selectors';
import { useText } from '../../state/react/useText';

/**
 * The clinic's fees, its list of rates: every treatment by category with its range or "priced
 * after a consultation" and its GST, the consultation fee, how to pay, the written estimate,
 * GST, receipts, and the day the prices were last confirmed. The figures are
 * src/content/fees.ts's, each marked while it is a sample; the words fees.json's, loaded only
 * here.
 */
export function FeesPage() {
  const words = useText('fees');
  const language = useAppSelector(selectLanguage);
  const { page } = words;
  return (
    <article className="container statement fees" aria-labelledby="fees-title">
      <h1 id="fees-title" tabIndex={-1}>
        {page.title}
      </h1>
      <p className="statement-intro">{page.intro}</p>
      <p className="fees-confirmed">
        {/* A sample's day is the day the sample was written: no one confirmed anything then. */}
        {fees.areSamples
          ? page.samples
          : fillIn(page.confirmed, { date: fullDate(fees.confirmedOn, language) })}
      </p>
      <h2>{page.consultation.heading}</h2>
      <p>{withMarks(fillIn(page.consultation.text, { fee: consultationFee(language) }))}</p>
      <h2 id="fees-by-treatment">{page.treatments.heading}</h2>
      {catalogue.map(({ slug }) => (
        <table key={slug} className="fees-table">
          <caption>{words.categories[slug]}</caption>
          <thead>
            <tr>
              <th scope="col">{page.treatments.treatment}</th>
              <th scope="col">{page.treatments.fee}</th>
            </tr>
          </thead>
          <tbody>
            {treatmentsOf(slug).map((treatment) => (
              <tr key={treatment}>
                <th scope="row">{words.treatments[treatment]}</th>
                <td>{withMarks(feeInTable(treatment, language, words))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <h2>{page.estimate.heading}</h2>
      <p>{withMarks(page.estimate.text)}</p>
      <h2>{page.gst.heading}</h2>
      <p>{withMarks(fillIn(page.gst.text, { rate: gstRate(language) }))}</p>
      <h2>{page.payment.heading}</h2>
      <p>{page.payment.intro}</p>
      <ul>
        {fees.paymentMethods.map((method) => (
          <li key={method}>{withMarks(paymentMethod(page.payment.methods[method]))}</li>
        ))}
      </ul>
      <h2>{page.receipts.heading}</h2>
      <p>{withMarks(page.receipts.text)}</p>
    </article>
  );
}
