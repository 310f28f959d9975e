import { useTranslation } from 'react-i18next';
import { serviceChosen } from '../../state/events';
import { EventLink } from '../../state/react/EventLink';
import { PageLink } from '../../state/react/PageLink';
import { DeferredPageReview } from '../../components/pageReviewPart';
import { visitAnchor, visitPartsOf } from '../../content/visit';
import type { CategorySlug, TreatmentSlug } from '../../content/catalogue';
import { useText } from '../../state/react/useText';
import { useAppSelector } from '../../state/hooks';
import { selectLanguage } from '../../state/selectors';
import { TreatmentFee } from './TreatmentFee';
import { DeferredTreatmentCareCards } from './treatmentCareCardsPart';

interface TreatmentDetailProps {
  category: CategorySlug;
  treatment: TreatmentSlug;
}

function List({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

interface Term {
  name: string;
  description: string;
  subtypes?: readonly Term[];
}

/** Terms and what they mean (types of a treatment, materials); a term's subtypes nest inside. */
function TermList({ terms, nested = false }: { terms: readonly Term[]; nested?: boolean }) {
  return (
    <dl className={nested ? 'term-list term-list-nested' : 'term-list'}>
      {terms.map((term) => (
        <div key={term.name}>
          <dt>{term.name}</dt>
          <dd>
            {term.description}
            {term.subtypes && <TermList terms={term.subtypes} nested />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A treatment's full patient information, under the headings of spec §2 that have content. */
export function TreatmentDetail({ category, treatment }: TreatmentDetailProps) {
  const { t } = useTranslation();
  const text = useText(`treatments/${treatment}`);
  const language = useAppSelector(selectLanguage);

  return (
    <article id="treatment-detail" className="treatment-detail" aria-labelledby="treatment-title">
      <header className="treatment-detail-header">
        {/* Focused when the visitor opens the treatment (usePageArrival). */}
        <h3 id="treatment-title" tabIndex={-1}>
          {text.name}
        </h3>
        <p className="treatment-summary">{text.summary}</p>
      </header>

      <section>
        <h4>{t('service.headings.whatItIs')}</h4>
        {text.whatItIs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section>
        <h4>{t('service.headings.reasons')}</h4>
        <List items={text.reasons} className="short-points" />
      </section>

      {text.types && text.types.length > 0 && (
        <section>
          <h4>{t('service.headings.types')}</h4>
          <TermList terms={text.types} />
        </section>
      )}

      {text.materials && text.materials.length > 0 && (
        <section>
          <h4>{t('service.headings.materials')}</h4>
          <TermList terms={text.materials} />
        </section>
      )}

      <section>
        <h4>{t('service.headings.procedure')}</h4>
        <ol className="steps">
          {text.procedure.map((step) => (
            <li key={step.heading}>
              <strong>{step.heading}</strong> {step.description}
            </li>
          ))}
        </ol>
      </section>

      <section>
        <h4>{t('service.headings.purpose')}</h4>
        <List items={text.purpose} className="short-points" />
      </section>

      <section>
        <h4>{t('service.headings.prosAndCons')}</h4>
        <div className="pros-cons">
          <div>
            <h5>{t('service.headings.pros')}</h5>
            <List items={text.pros} />
          </div>
          <div>
            <h5>{t('service.headings.cons')}</h5>
            <List items={text.cons} />
          </div>
        </div>
      </section>

      <TreatmentFee fee={text.fee} />

      <section>
        <h4>{t('service.headings.postCare')}</h4>
        <List items={text.postCare} />
        {text.urgent && <DeferredTreatmentCareCards treatment={treatment} urgent={text.urgent} />}
        <p className="out-of-hours">
          {t('service.outOfHours')} <PageLink page="urgent">{t('footer.urgentHelp')}</PageLink>
        </p>
        {visitPartsOf(treatment).map((part) => (
          <p key={part} className="visit-link">
            <PageLink page="visit" part={visitAnchor(part)}>
              {t(part === 'sedation' ? 'service.visitSedation' : 'service.visitTravel')}
            </PageLink>
          </p>
        ))}
      </section>

      <p className="disclaimer">{t('service.disclaimer')}</p>
      <DeferredPageReview review={text.review} language={language} />
      <EventLink className="button" event={serviceChosen({ category, treatment })}>
        {t('service.closeDetails', { name: text.name })}
      </EventLink>
    </article>
  );
}
