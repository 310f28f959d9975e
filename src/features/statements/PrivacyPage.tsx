import type { RequestLogs } from '../../../deploy/host-rules.mjs';
import { ClinicContactText } from '../../components/ClinicContactText';
import { DeferredPageReview } from '../../components/pageReviewPart';
import { withMarks } from '../../components/SampleMark';
import { siteFacts } from '../../content/clinicFacts';
import { markedValue } from '../../content/sampleMarks';
import { thirdParties, type ThirdParty } from '../../content/thirdParties';
import { useText } from '../../state/react/useText';
import { useAppSelector } from '../../state/hooks';
import { selectLanguage } from '../../state/selectors';

/**
 * The host this build is for (VITE_HOST, nginx unless set: vite.config.ts): the notice says
 * what that host logs (deploy/host-rules.mjs, `requestLogs`). Here, not in content/site.ts,
 * so only this page's code carries it.
 */
export const siteHost = import.meta.env.VITE_HOST as keyof RequestLogs;

/** A list of the notice's words, one item each. */
function Items({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{withMarks(item)}</li>
      ))}
    </ul>
  );
}

/**
 * The privacy notice: who is responsible; the site collects nothing, and what the host the
 * build is for logs (its row of deploy/host-rules.mjs); what the browser keeps
 * (content/browserStorage.ts, held to the code); every other party the browser can contact
 * (content/thirdParties.ts, held to the Content-Security-Policy and the build); what the clinic
 * holds and why, who else receives it, children, breaches (DPDP Rules, rule 3); the rights
 * under India's DPDP Act.
 */
export function PrivacyPage() {
  const privacy = useText('statements/privacy');
  const language = useAppSelector(selectLanguage);
  const partyList = (parties: readonly ThirdParty[]) => (
    <ul>
      {parties.map((party) => (
        <li key={party.id} data-party={party.id}>
          {withMarks(
            privacy.thirdParties.parties[party.id].replace(
              '{{hosts}}',
              party.sample
                ? markedValue(party.hosts.join(', '), siteFacts[party.sample], party.sample)
                : party.hosts.join(', '),
            ),
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <article className="container statement" aria-labelledby="privacy-title">
      <h1 id="privacy-title" tabIndex={-1}>
        {privacy.title}
      </h1>
      <p className="statement-intro">{privacy.intro}</p>
      <h2>{privacy.responsible.heading}</h2>
      <p>{withMarks(privacy.responsible.fiduciary)}</p>
      <p>
        <ClinicContactText text={privacy.responsible.contact} />
      </p>
      <h2>{privacy.collect.heading}</h2>
      <p>{privacy.collect.text}</p>
      <p>{privacy.collect.serverLog[siteHost]}</p>
      <h2>{privacy.device.heading}</h2>
      <p>{privacy.device.intro}</p>
      <Items items={privacy.device.items} />
      <p>{privacy.device.history}</p>
      <h2>{privacy.thirdParties.heading}</h2>
      <p>{privacy.thirdParties.automatic}</p>
      {partyList(thirdParties.filter((party) => party.contacted === 'automatic'))}
      <p>{privacy.thirdParties.onTap}</p>
      {partyList(thirdParties.filter((party) => party.contacted === 'on-tap'))}
      <p>{privacy.thirdParties.nothingElse}</p>
      <h2>{privacy.held.heading}</h2>
      <p>{privacy.held.intro}</p>
      <Items items={privacy.held.items} />
      <p>{privacy.held.purposesIntro}</p>
      <Items items={privacy.held.purposes} />
      <h2>{privacy.shared.heading}</h2>
      <p>{privacy.shared.intro}</p>
      <Items items={privacy.shared.items} />
      <p>{privacy.shared.processorsIntro}</p>
      <Items items={privacy.shared.processors} />
      <h2>{privacy.children.heading}</h2>
      <p>{privacy.children.text}</p>
      <h2>{privacy.breach.heading}</h2>
      <p>{privacy.breach.text}</p>
      <h2>{privacy.contacting.heading}</h2>
      <p>{privacy.contacting.text}</p>
      <p>{withMarks(privacy.contacting.whatsapp)}</p>
      <h2>{privacy.law.heading}</h2>
      <p>{privacy.law.text}</p>
      <Items items={privacy.law.items} />
      <p>{withMarks(privacy.law.grievance)}</p>
      <p>{withMarks(privacy.updated)}</p>
      <DeferredPageReview review={privacy.review} language={language} />
    </article>
  );
}
