import type { AzEntry } from '../../content/azText';
import { situationAnchor } from '../../content/careLinks';
import { fillIn } from '../../lib/fillIn';
import type { Address } from '../../state/address';
import { AddressLink } from '../../state/react/PageLink';
import { useText } from '../../state/react/useText';

/** The address an entry leads to (its language the one shown), and the part of it to open at. */
function targetOf(entry: AzEntry): { to: Omit<Address, 'language'>; part?: string } {
  switch (entry.kind) {
    case 'treatment':
      return { to: { page: 'service', category: entry.category, treatment: entry.treatment } };
    case 'category':
      return { to: { page: 'service', category: entry.category, treatment: null } };
    case 'urgent':
      return { to: { page: 'urgent' }, part: situationAnchor(entry.situation) };
  }
}

/** What an entry leads to, as a key unique in its group with its words. */
const entryKey = (entry: AzEntry) =>
  entry.kind === 'urgent'
    ? entry.situation
    : entry.kind === 'treatment'
      ? entry.treatment
      : entry.category;

/** The id of a letter's part of the page: `letter-B`, `letter-क`. */
const letterAnchor = (letter: string) => `letter-${letter}`;

/**
 * The A-Z: every treatment, category and urgent situation by its name and by the words patients
 * use for it, sorted and grouped under letters as the language sorts (the build does both:
 * lib/alphabeticalIndex.ts), a row of letters at the top to jump to. No input: a visitor reads
 * or jumps, as in a printed index. Each line leads to its page, or to its card on urgent help.
 */
export function AzPage() {
  const words = useText('a-z');
  return (
    <article className="container statement az" aria-labelledby="az-title">
      <h1 id="az-title" tabIndex={-1}>
        {words.title}
      </h1>
      <p className="statement-intro">{words.intro}</p>
      <nav className="az-letters" aria-label={words.letters}>
        <ul>
          {words.groups.map(({ letter }) => (
            <li key={letter}>
              <a href={`#${letterAnchor(letter)}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {words.groups.map(({ letter, entries }) => (
        <section
          key={letter}
          id={letterAnchor(letter)}
          className="az-group"
          aria-labelledby={`${letterAnchor(letter)}-heading`}
        >
          <h2 id={`${letterAnchor(letter)}-heading`} tabIndex={-1}>
            {letter}
          </h2>
          <ul className="az-entries">
            {entries.map((entry) => {
              const { to, part } = targetOf(entry);
              return (
                <li key={`${entry.words} ${entryKey(entry)}`}>
                  <AddressLink to={to} part={part}>
                    {entry.words}
                  </AddressLink>{' '}
                  <span className="az-what">
                    {entry.name === undefined
                      ? words.kinds[entry.kind]
                      : fillIn(words.see, { name: entry.name })}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </article>
  );
}
