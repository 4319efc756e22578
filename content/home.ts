import type { IconName } from '@/content/services';

export const hero = {
  badge: 'Soluciones de IA para PyMEs',
  title: 'Transforma tu negocio con datos e inteligencia artificial',
  lead: 'Te ayudamos a ordenar la información de tu empresa, entender qué está pasando y automatizar lo repetitivo, con herramientas accesibles y a tu medida.',
  primaryCta: 'Descubre nuestros servicios',
  secondaryCta: 'Contáctanos',
  benefits: [
    {
      icon: 'chart' as IconName,
      title: 'Análisis de datos',
      text: 'Reportes claros para decidir con números.',
    },
    {
      icon: 'sparkles' as IconName,
      title: 'IA personalizada',
      text: 'Modelos entrenados con la información de tu negocio.',
    },
    {
      icon: 'robot' as IconName,
      title: 'Agentes de IA',
      text: 'Tareas repetitivas que se hacen solas.',
    },
  ],
};

export const missionSection = {
  title: 'NUESTRA MISIÓN',
  heading: 'Las herramientas de las grandes empresas, al alcance de tu negocio',
  paragraphs: [
    'Transformamos a las pequeñas y medianas empresas con soluciones de datos accesibles y personalizadas. Te damos las mismas herramientas que usan las compañías más exitosas, sin una gran inversión inicial.',
    'Trabajamos por módulos, con tecnología de código abierto y costo eficiente, para que veas retorno desde el primer día. Y te acompañamos en el camino hacia una cultura basada en datos, a tu ritmo.',
  ],
  diagram: {
    caption: 'De un negocio tradicional a uno que decide con datos e inteligencia artificial.',
    origin: 'Negocio tradicional',
    originDetail: 'Libretas, hojas de cálculo y corazonadas',
    outcomes: [
      { icon: 'sparkles' as IconName, label: 'IA', detail: 'Automatiza y anticipa' },
      { icon: 'database' as IconName, label: 'Datos', detail: 'Todo en un solo lugar' },
      { icon: 'chart' as IconName, label: 'Análisis', detail: 'Decisiones con evidencia' },
    ],
  },
};

export const servicesSection = {
  title: 'NUESTROS SERVICIOS',
  heading: 'Empieza por donde tenga más sentido para ti',
  lead: 'Cuatro servicios que se suman como módulos: comienzas con una consultoría sin costo y creces paso a paso, solo cuando ves resultados.',
  linkLabel: 'Conocer el servicio',
};

export const contactSection = {
  title: 'CONTÁCTANOS',
  heading: 'Agenda tu sesión gratuita',
  text: 'En 30 minutos platicamos sobre tu negocio, tus datos y tus metas, y te decimos con claridad por dónde empezar. Sin costo y sin compromiso.',
  points: [
    'Sesión de 30 minutos por videollamada',
    'Un diagnóstico inicial de tus datos',
    'Una propuesta de primeros pasos',
  ],
  whatsappCta: 'Escríbenos por WhatsApp',
  whatsappNote: 'Se abre WhatsApp con un mensaje listo para enviar.',
  whatsappMessage:
    'Hola, me interesa agendar una sesión gratuita para conocer cómo Hanzo puede ayudar a mi negocio con datos e inteligencia artificial.',
  /** Analytics: the contact event's content and item id. */
  tracking: { content: 'agenda_sesion_gratuita', itemId: 'home_contacto' },
  linkedinCta: 'Síguenos en LinkedIn',
};
