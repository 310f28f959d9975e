import { UrgentHelp } from './UrgentHelp';

/** The urgent-help page: the care cards alone, printable on one A4 page. */
export function UrgentPage() {
  return (
    <div className="container urgent-page">
      <UrgentHelp headingLevel={1} />
    </div>
  );
}
