import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** Every outside request a test makes is answered here; anything else fails the test. */
export const server = setupServer(...handlers);
