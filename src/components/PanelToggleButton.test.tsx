import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { socialToggled } from '../app/events';
import { useAppSelector } from '../app/hooks';
import { makeStore } from '../app/store';
import { PanelToggleButton } from './PanelToggleButton';
import { ShareIcon } from './icons';

function SocialToggle() {
  const open = useAppSelector((state) => state.uiPanels.socialOpen);
  return (
    <PanelToggleButton
      id="social-button"
      controls="social-panel"
      expanded={open}
      event={socialToggled()}
      label="Social media"
      icon={<ShareIcon />}
      className="extra"
    />
  );
}

function renderToggle() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <SocialToggle />
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

describe('panel toggle button', () => {
  it('is a button named by its hidden label that says which panel it controls', () => {
    renderToggle();
    const button = screen.getByRole('button', { name: 'Social media' });
    expect(button).toHaveAttribute('id', 'social-button');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-controls', 'social-panel');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('icon-button', 'extra');
  });

  it('a click or Enter dispatches its event, and aria-expanded follows the store', async () => {
    const { store, user } = renderToggle();
    const button = screen.getByRole('button', { name: 'Social media' });
    await user.click(button);
    expect(store.getState().uiPanels.socialOpen).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    button.focus();
    await user.keyboard('{Enter}');
    expect(store.getState().uiPanels.socialOpen).toBe(false);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
