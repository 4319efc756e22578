export const hero = {
  badge: 'Soluciones de IA para PyMEs',
  title: 'Transforma tu negocio con datos e inteligencia artificial',
  lead: 'Te ayudamos a ordenar la información de tu empresa, entender qué está pasando y automatizar lo repetitivo, con herramientas accesibles y a tu medida.',
  primaryCta: 'Descubre nuestros servicios',
  secondaryCta: 'Contáctanos',
};

export const missionSection = {
  title: 'NUESTRA MISIÓN',
  text: 'Transformamos a las pequeñas y medianas empresas con soluciones de datos accesibles y personalizadas: las mismas herramientas que usan las compañías más exitosas, sin una gran inversión inicial. Trabajamos por módulos, con tecnología de código abierto y costo eficiente, para que veas resultados desde el primer día, y te acompañamos hacia una cultura basada en datos.',
};

export const servicesSection = {
  title: 'NUESTROS SERVICIOS',
  lead: 'Empieza por donde tenga más sentido para tu negocio y crece paso a paso.',
  linkLabel: 'Conocer más',
};

export const contactSection = {
  title: 'CONTÁCTANOS',
  text: 'Agenda una sesión sin costo de 30 minutos. Platicamos sobre tu negocio, tus datos y tus metas, y te decimos con claridad por dónde empezar.',
  whatsappCta: 'Escríbenos por WhatsApp',
  whatsappMessage:
    'Hola, me interesa agendar una sesión gratuita para conocer cómo Hanzo puede ayudar a mi negocio con datos e inteligencia artificial.',
  linkedinCta: 'Síguenos en LinkedIn',
};
