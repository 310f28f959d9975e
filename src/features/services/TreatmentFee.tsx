import { PageLink } from '../../app/PageLink';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../app/selectors';
import { useText } from '../../app/useText';
import type { TreatmentSlug } from '../../content/catalogue';
import { carriesGst, feeOf, fees } from '../../content/fees';
import { percent, rupees } from '../../content/rupees';
import { fillIn } from '../../lib/fillIn';

/**
 * A treatment's fee (src/content/fees.ts): its range or "priced after a consultation", GST where
 * it carries it, the consultation fee, and the way to the fees page. Its words (fees.json's fee
 * line) load only on treatment pages.
 */
export function TreatmentFee({ treatment }: { treatment: TreatmentSlug }) {
  const line = useText('fees/line');
  const language = useAppSelector(selectLanguage);
  return (
    <section className="treatment-fee" aria-labelledby="treatment-fee-heading">
      <h4 id="treatment-fee-heading">{line.heading}</h4>
      <p>
        {feeOf(treatment, language, line)}
        {carriesGst(treatment) && (
          <> {fillIn(line.gst, { rate: percent(fees.gstPercent, language) })}</>
        )}
      </p>
      <p>
        {fillIn(line.consultation, { fee: rupees(fees.consultation, language) })}{' '}
        <PageLink page="fees">{line.allFees}</PageLink>
      </p>
    </section>
  );
}
