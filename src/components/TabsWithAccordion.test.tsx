import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { EventLink } from '../state/react/EventLink';
import { doctorChosen } from '../state/events';
import { useAppSelector } from '../state/hooks';
import { stateForPath } from '../state/initialState';
import { makeStore } from '../state/store';
import { doctorSlugs } from '../content/catalogue';
import { createI18n } from '../content/i18n';
import { whileMediaMatches } from '../../test/media';
import { TabsWithAccordion } from './TabsWithAccordion';

const names = { 'oral-maxillofacial-surgeon': 'Dr. One', 'associate-dentist': 'Dr. Two' };

function Doctors() {
  const selected = useAppSelector((state) => state.doctors.selected);
  return (
    <TabsWithAccordion
      kind="doctor"
      className="meet-layout"
      label="Our doctors"
      before={<p>Choose a doctor</p>}
      items={doctorSlugs.map((doctor) => ({
        slug: doctor,
        title: names[doctor],
        summary: `${names[doctor]}'s title`,
        event: doctorChosen({ doctor }),
      }))}
      selected={selected}
      link={EventLink}
      panel={({ title }) => <p>About {title}</p>}
    />
  );
}

async function renderDoctors() {
  const store = makeStore(stateForPath('/meet'));
  const i18n = await createI18n('en');
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Doctors />
      </I18nextProvider>
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

const tabs = () => screen.getByRole('navigation', { name: 'Our doctors' });

describe('tabs with an accordion', () => {
  it('tabs are links to each item, the chosen one the current page, with title and summary', async () => {
    await renderDoctors();
    const [one, two] = within(tabs()).getAllByRole('link');
    expect(within(one!).getByText('Dr. One')).toHaveClass('submenu-title');
    expect(within(one!).getByText("Dr. One's title")).toHaveClass('submenu-summary');
    expect(one).toHaveAttribute('href', '/meet/oral-maxillofacial-surgeon');
    expect(one).toHaveAttribute('aria-current', 'page');
    expect(two).toHaveAttribute('href', '/meet/associate-dentist');
    expect(two).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Choose a doctor')).toBeInTheDocument();
  });

  it('on phones each heading is a link that opens its section; only the open one shows its panel', async () => {
    const { store, user } = await renderDoctors();
    const heading = (name: string) =>
      within(screen.getByRole('heading', { level: 2, name })).getByRole('link');
    expect(heading('Dr. One')).toHaveAttribute('aria-expanded', 'true');
    expect(heading('Dr. One')).toHaveAttribute(
      'aria-controls',
      'doctor-panel-oral-maxillofacial-surgeon',
    );
    expect(heading('Dr. Two')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('About Dr. One')).toBeInTheDocument();
    expect(screen.queryByText('About Dr. Two')).not.toBeInTheDocument();

    await user.click(heading('Dr. Two'));
    // A link's event waits until the page it leads to can render whole (EventLink).
    await waitFor(() => {
      expect(store.getState().doctors.selected).toBe('associate-dentist');
    });
    expect(heading('Dr. Two')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('About Dr. Two')).toBeInTheDocument();
    expect(screen.queryByText('About Dr. One')).not.toBeInTheDocument();
    expect(within(tabs()).getByRole('link', { name: /Dr\. Two/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('from 768 px the headings are titles and the tabs do the choosing', async () => {
    await whileMediaMatches('(min-width: 768px)', async () => {
      const { store, user } = await renderDoctors();
      for (const name of ['Dr. One', 'Dr. Two']) {
        const heading = screen.getByRole('heading', { level: 2, name });
        expect(within(heading).queryByRole('link')).not.toBeInTheDocument();
      }
      await user.click(within(tabs()).getByRole('link', { name: /Dr\. Two/ }));
      expect(store.getState().doctors.selected).toBe('associate-dentist');
      expect(screen.getByText('About Dr. Two')).toBeInTheDocument();
    });
  });
});
