import { useTranslation } from 'react-i18next';
import { serviceChosen } from '../../app/events';
import { EventLink } from '../../components/EventLink';
import type { CategorySlug, TreatmentSlug } from '../../content/catalogue';
import { useText } from '../../content/useText';
import './TreatmentDetail.css';

interface TreatmentDetailProps {
  category: CategorySlug;
  treatment: TreatmentSlug;
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A treatment's full patient information, under the headings of spec §2 that have content. */
export function TreatmentDetail({ category, treatment }: TreatmentDetailProps) {
  const { t } = useTranslation();
  const text = useText(`treatments/${treatment}`);

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
        <List items={text.reasons} />
      </section>

      {text.types && text.types.length > 0 && (
        <section>
          <h4>{t('service.headings.types')}</h4>
          <dl className="term-list">
            {text.types.map((type) => (
              <div key={type.name}>
                <dt>{type.name}</dt>
                <dd>
                  {type.description}
                  {type.subtypes && (
                    <dl className="term-list term-list-nested">
                      {type.subtypes.map((subtype) => (
                        <div key={subtype.name}>
                          <dt>{subtype.name}</dt>
                          <dd>{subtype.description}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {text.materials && text.materials.length > 0 && (
        <section>
          <h4>{t('service.headings.materials')}</h4>
          <dl className="term-list">
            {text.materials.map((material) => (
              <div key={material.name}>
                <dt>{material.name}</dt>
                <dd>{material.description}</dd>
              </div>
            ))}
          </dl>
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
        <List items={text.purpose} />
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

      <section>
        <h4>{t('service.headings.postCare')}</h4>
        <List items={text.postCare} />
        <p className="out-of-hours">{t('service.outOfHours')}</p>
      </section>

      <p className="disclaimer">{t('service.disclaimer')}</p>
      <EventLink className="button" event={serviceChosen({ category, treatment })}>
        {t('service.closeDetails', { name: text.name })}
      </EventLink>
    </article>
  );
}
