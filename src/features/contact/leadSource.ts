import { serviceInterestOptions } from '../../content/serviceInterests';
import { leadSourceFrom } from '../../shared/leadRules';
import type { LeadSource, SourceField } from '../../shared/sourceFields';
import { leadStoredEvent, type LeadStoredDetail } from '../../ui/contactDialogIds';
import { currentVisit } from '../../store/visit';

const services = serviceInterestOptions.map((o) => o.value);

/**
 * The source the form holds, under the host's own rules. The page is the one the visitor sends it from (the dialog
 * stays open across a back or forward in the app), and a form that no call to action opened still names the visit.
 */
export function readSource(form: HTMLFormElement): LeadSource {
  const data = new FormData(form);
  const visit: Partial<LeadSource> = data.get('landing_page') ? {} : currentVisit();
  const read = (field: SourceField) =>
    field === 'source_page' ? location.pathname : (visit[field] ?? data.get(field));
  return leadSourceFrom(read, services);
}

/** Tells the site's analytics (which no feature imports) that the host stored a lead from this source. */
export const announceLead = (source: Partial<LeadSource> = {}): void =>
  void document.dispatchEvent(
    new CustomEvent<LeadStoredDetail>(leadStoredEvent, {
      detail: {
        page: source.source_page ?? '',
        place: source.cta_place ?? '',
        service: source.cta_service ?? '',
      },
    }),
  );
