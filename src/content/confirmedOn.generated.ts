// Made by `npm run facts` from src/content/clinic-facts.yaml: edit that file, not this one.
import { sample } from './sample.ts';

export const confirmedOn = {
  fees: sample('2026-11-26'),
  registrations: sample('2026-11-26'),
  clinicians: sample('2026-11-26'),
  languages: sample('2026-11-26'),
  closures: sample('2026-11-26'),
} as const;
