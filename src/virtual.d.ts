declare module 'virtual:treatment-texts' {
  import type { TreatmentText } from './content/types';

  /** Each treatment's words, in the order of `treatmentSlugs` (src/content/catalogue.ts). */
  type TreatmentLoaders = readonly (() => Promise<{ default: TreatmentText }>)[];
  /** language -> its list of the treatments' loaders (vite-plugins/contentParts.ts). */
  const loaders: Record<string, () => Promise<{ default: TreatmentLoaders }>>;
  export default loaders;
}
