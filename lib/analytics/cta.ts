/**
 * Calls to action are marked in the markup, so measuring them needs no client code of their own:
 * `data-cta="<name>"` on the link or button (client leaves write the attribute themselves, so
 * this module stays out of their bundle), read by the delegated listener in ./cta-clicks once
 * analytics is on. The names, as analytics reports them (docs/analytics.md); the service pages'
 * buttons take theirs from content/services.ts (`cta.ctaName`), the floating chat from its article.
 */
export const CTA_ATTR = 'data-cta';

export const CTA_NAMES = {
  heroServices: 'hero_servicios',
  heroContact: 'hero_contacto',
  homeWhatsapp: 'contacto_whatsapp',
  homeLinkedin: 'contacto_linkedin',
  articleConsultation: 'agendar_consultoria_articulo',
  diagnosisInvitation: 'autodiagnostico',
  diagnosisStart: 'autodiagnostico_empezar',
  diagnosisChat: 'autodiagnostico_whatsapp',
  servicesStart: 'servicios_por_donde_empezar',
} as const;

/** The attribute that marks an element as the call to action `name`. */
export function ctaMark(name: string): Record<typeof CTA_ATTR, string> {
  return { [CTA_ATTR]: name };
}
