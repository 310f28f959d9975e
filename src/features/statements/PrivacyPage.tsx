import { ClinicContactText } from '../../components/ClinicContactText';
import { PageReview } from '../../components/PageReview';
import { thirdParties, type ThirdParty } from '../../content/thirdParties';
import { useText } from '../../state/react/useText';
import { useAppSelector } from '../../state/hooks';
import { selectLanguage } from '../../state/selectors';

/**
 * The privacy notice: who is responsible; the site collects nothing and its server keeps no
 * log of visits (held to deploy/nginx.conf); what the browser keeps (content/browserStorage.ts,
 * held to the code); every other party the browser can contact (content/thirdParties.ts, held
 * to the Content-Security-Policy and the build); the rights under India's DPDP Act.
 */
export function PrivacyPage() {
  const privacy = useText('statements/privacy');
  const language = useAppSelector(selectLanguage);
  const partyList = (parties: readonly ThirdParty[]) => (
    <ul>
      {parties.map((party) => (
        <li key={party.id} data-party={party.id}>
          {privacy.thirdParties.parties[party.id].replace('{{hosts}}', party.hosts.join(', '))}
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
      <p>{privacy.responsible.fiduciary}</p>
      <p>
        <ClinicContactText text={privacy.responsible.contact} />
      </p>
      <h2>{privacy.collect.heading}</h2>
      <p>{privacy.collect.text}</p>
      <p>{privacy.collect.serverLog}</p>
      <p>{privacy.collect.otherHost}</p>
      <h2>{privacy.device.heading}</h2>
      <p>{privacy.device.intro}</p>
      <ul>
        {privacy.device.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{privacy.device.history}</p>
      <h2>{privacy.thirdParties.heading}</h2>
      <p>{privacy.thirdParties.automatic}</p>
      {partyList(thirdParties.filter((party) => party.contacted === 'automatic'))}
      <p>{privacy.thirdParties.onTap}</p>
      {partyList(thirdParties.filter((party) => party.contacted === 'on-tap'))}
      <p>{privacy.thirdParties.nothingElse}</p>
      <h2>{privacy.contacting.heading}</h2>
      <p>{privacy.contacting.text}</p>
      <p>{privacy.contacting.whatsapp}</p>
      <h2>{privacy.law.heading}</h2>
      <p>{privacy.law.text}</p>
      <ul>
        {privacy.law.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{privacy.law.grievance}</p>
      <p>{privacy.updated}</p>
      <PageReview review={privacy.review} language={language} />
    </article>
  );
}
