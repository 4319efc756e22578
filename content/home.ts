import type { IconName } from '@/content/services';

export const hero = {
  badge: 'Soluciones de IA para PyMEs',
  title: 'Transforma tu negocio con datos e inteligencia artificial',
  lead: 'Te ayudamos a ordenar la información de tu empresa, entender qué está pasando y automatizar lo repetitivo, con herramientas accesibles y a tu medida.',
  primaryCta: 'Ver nuestros servicios',
  secondaryCta: 'Ir a contacto',
  benefits: [
    {
      icon: 'chart' as IconName,
      title: 'Análisis de datos',
      text: 'Reportes claros para decidir con números.',
    },
    {
      icon: 'sparkles' as IconName,
      title: 'IA personalizada',
      text: 'Asistentes y modelos que trabajan con la información de tu negocio.',
    },
    {
      icon: 'robot' as IconName,
      title: 'Agentes de IA',
      text: 'Tareas repetitivas que se hacen solas.',
    },
  ],
};

export const missionSection = {
  title: 'Nuestra misión',
  heading: 'Las herramientas de las grandes empresas, al alcance de tu negocio',
  paragraphs: [
    'Transformamos a las pequeñas y medianas empresas con soluciones de datos accesibles y personalizadas. Te damos las mismas herramientas que usan las compañías más exitosas, sin una gran inversión inicial.',
    'Trabajamos por módulos, con tecnología de código abierto y de bajo costo, para que veas los primeros resultados en semanas y no en años. Y te acompañamos, a tu ritmo, en el camino hacia una cultura basada en datos.',
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
  title: 'Nuestros servicios',
  heading: 'Empieza por donde tenga más sentido para ti',
  lead: 'Cuatro servicios que se suman como módulos: empiezas con una consultoría gratuita y creces paso a paso, solo cuando ves resultados.',
  linkLabel: 'Ver el servicio',
};

export const howWeWorkSection = {
  title: 'Cómo trabajamos',
  heading: 'De la primera plática a resultados que puedes medir',
  lead: 'Avanzas por etapas y sin una gran inversión inicial: cada paso se decide con números en la mano.',
  steps: [
    {
      icon: 'video-call' as IconName,
      title: 'Consultoría gratuita',
      text: 'En 30 minutos por videollamada conocemos tu negocio, tus datos y tus metas.',
    },
    {
      icon: 'route' as IconName,
      title: 'Diagnóstico y hoja de ruta',
      text: 'Evaluamos cómo trabajas hoy y te proponemos los pasos en orden, con una estimación de costos y retorno.',
    },
    {
      icon: 'layers' as IconName,
      title: 'Un módulo a la vez',
      text: 'Empezamos por lo que da resultados más rápido: tu base de datos en la nube, tus reportes o un primer agente de IA.',
    },
    {
      icon: 'trend' as IconName,
      title: 'Resultados y crecimiento',
      text: 'Con un alcance acotado, los primeros hallazgos suelen llegar en 2 a 4 semanas. Sumas módulos solo cuando ves resultados.',
    },
  ],
};

export const faqSection = {
  title: 'Preguntas frecuentes',
  heading: 'Lo que nos preguntan antes de empezar',
  lead: 'Si tu duda no está aquí, pregúntanos en la consultoría gratuita: para eso es.',
  entries: [
    {
      question: '¿Cuánto cuesta trabajar con Hanzo?',
      answer:
        'La consultoría gratuita dura 30 minutos. Después, cada módulo se cotiza según su alcance y te damos una estimación de costos y retorno antes de que decidas. Usamos tecnología de código abierto y servicios en la nube que pagas por uso, sin comprar servidores: como referencia, un data lake en la nube para una PyME suele costar entre 100 y 500 USD al mes en servicios de nube.',
    },
    {
      question: '¿En cuánto tiempo veo los primeros resultados?',
      answer:
        'Con un alcance bien acotado, los primeros hallazgos suelen llegar en 2 a 4 semanas, y el retorno positivo de la inversión en 3 a 6 meses, sobre todo cuando el proyecto arranca con una pregunta de negocio concreta. Por eso empezamos por lo que da resultados más rápido.',
    },
    {
      question: '¿Qué datos necesito para empezar?',
      answer:
        'Los que ya tienes: hojas de cálculo, tu sistema de ventas o de facturación, tu tienda en línea, incluso libretas. No hace falta que estén ordenados; en la consultoría revisamos dónde vive tu información y qué se puede aprovechar desde el primer día.',
    },
    {
      question: '¿Mis datos están seguros? ¿Quién puede verlos?',
      answer:
        'Tus datos son tuyos. Los guardamos cifrados, con respaldos automáticos y una cuenta propia para cada persona de tu equipo, y solo usamos la información que cada proyecto necesita. Tratamos los datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares, como explica nuestro aviso de privacidad.',
    },
    {
      question: '¿Qué pasa después de la consultoría gratuita?',
      answer:
        'Te llevas un diagnóstico y una propuesta de primeros pasos con costos estimados. Tú decides si seguimos juntos, si lo haces por tu cuenta o si lo dejas para más adelante: no hay ningún compromiso.',
    },
    {
      question: '¿Necesito contratar personal técnico?',
      answer:
        'No. Hablamos en términos de negocio, construimos las soluciones por ti y capacitamos a tu equipo para usarlas. Muchas veces la persona ideal para darles seguimiento ya trabaja contigo.',
    },
  ],
};

export const casesSection = {
  title: 'Casos de clientes',
  heading: 'Resultados de negocios como el tuyo',
  resultsLabel: 'Resultados',
  servicesLabel: 'Servicios',
};

export const contactSection = {
  title: 'Contáctanos',
  heading: 'Agenda tu consultoría gratuita',
  text: 'En 30 minutos platicamos sobre tu negocio, tus datos y tus metas, y te decimos con claridad por dónde empezar. Sin costo y sin compromiso.',
  points: [
    '30 minutos por videollamada',
    'Un diagnóstico inicial de tus datos',
    'Una propuesta de primeros pasos',
  ],
  whatsappCta: 'Escríbenos por WhatsApp',
  whatsappNote: 'Se abre WhatsApp con un mensaje listo para enviar.',
  whatsappMessage:
    'Hola, me interesa agendar una consultoría gratuita para conocer cómo Hanzo puede ayudar a mi negocio con datos e inteligencia artificial.',
  /** Analytics: the contact event's content and item id. */
  tracking: { content: 'agenda_sesion_gratuita', itemId: 'home_contacto' },
  linkedinCta: 'Síguenos en LinkedIn',
};
