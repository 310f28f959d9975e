declare module 'virtual:treatment-texts' {
  import type { TreatmentText } from './content/types';

  type TreatmentLoaders = Record<string, () => Promise<{ default: TreatmentText }>>;
  /** language -> its map of treatment slug -> the treatment's words (vite-plugins/contentParts.ts). */
  const loaders: Record<string, () => Promise<{ default: TreatmentLoaders }>>;
  export default loaders;
}
