import { PageLink } from '../../state/react/PageLink';
import { withMarks } from '../../components/SampleMark';
import type { ShownFee } from '../../content/feesText';

/**
 * A treatment's fee (src/content/fees.ts): its range or "priced after a consultation", GST where
 * it may carry it, the consultation fee, and the way to the fees page, each figure marked while
 * it is a sample. The build writes the line into the treatment's words, so a treatment page
 * loads no other treatment's fee.
 */
export function TreatmentFee({ fee }: { fee: ShownFee }) {
  return (
    <section className="treatment-fee" aria-labelledby="treatment-fee-heading">
      <h4 id="treatment-fee-heading">{fee.heading}</h4>
      <p>
        {withMarks(fee.fee)}
        {fee.gst && <> {withMarks(fee.gst)}</>}
      </p>
      <p>
        {withMarks(fee.consultation)} <PageLink page="fees">{fee.allFees}</PageLink>
      </p>
    </section>
  );
}
