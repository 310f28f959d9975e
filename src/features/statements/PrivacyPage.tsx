import { ClinicContactText } from '../../components/ClinicContactText';
import { PageReview } from '../../components/PageReview';
import { thirdParties, type ThirdParty } from '../../content/thirdParties';
import { useText } from '../../app/useText';

/**
 * The privacy notice: the site collects nothing; what the browser keeps; every other party the
 * browser can contact (content/thirdParties.ts, held to the Content-Security-Policy by a test).
 */
export function PrivacyPage() {
  const { privacy } = useText('statements');
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
      <h2>{privacy.collect.heading}</h2>
      <p>{privacy.collect.text}</p>
      <h2>{privacy.device.heading}</h2>
      <p>{privacy.device.text}</p>
      <h2>{privacy.thirdParties.heading}</h2>
      <p>{privacy.thirdParties.automatic}</p>
      {partyList(thirdParties.filter((party) => party.contacted === 'automatic'))}
      <p>{privacy.thirdParties.onTap}</p>
      {partyList(thirdParties.filter((party) => party.contacted === 'on-tap'))}
      <p>{privacy.thirdParties.nothingElse}</p>
      <h2>{privacy.contacting.heading}</h2>
      <p>{privacy.contacting.text}</p>
      <h2>{privacy.law.heading}</h2>
      <p>{privacy.law.text}</p>
      <h2>{privacy.questions.heading}</h2>
      <p>
        <ClinicContactText text={privacy.questions.text} />
      </p>
      <PageReview review={privacy.review} />
    </article>
  );
}
