/** The four services: cards on the home page, menus, and the content of each service page. */

export type ServiceLevel = 'Gratuito' | 'Básico' | 'Intermedio' | 'Avanzado';

export type IconName =
  | 'video-call'
  | 'database'
  | 'chart'
  | 'sparkles'
  | 'search'
  | 'lightbulb'
  | 'route'
  | 'calculator'
  | 'toolbox'
  | 'shield'
  | 'scale'
  | 'plug'
  | 'code'
  | 'table'
  | 'dashboard'
  | 'report'
  | 'trend'
  | 'chat'
  | 'target'
  | 'wand'
  | 'robot'
  | 'cog'
  | 'layers'
  | 'check';

export type ServiceSlug = 'consultoria' | 'base-de-datos' | 'analisis' | 'inteligencia-artificial';

export interface ServiceFeature {
  icon: IconName;
  title: string;
  description: string;
  /** Only the AI page lists examples under each capability. */
  examples?: string[];
}

export interface ServiceCta {
  /** The spec's words (decision 13) and the button's whole accessible name. */
  label: string;
  /** Prefilled WhatsApp message. */
  message: string;
  /** The button's name in analytics: `cta_clicked` and `click` (docs/analytics.md). */
  ctaName: string;
  /** Conversion recorded before the chat opens, and whether it opens in a new tab. */
  conversion?: { page: string; action: 'consultation_request' | 'ai_inquiry' };
  newTab: boolean;
  /** The line under the button: it says that WhatsApp opens, which the label leaves out. */
  note: string;
}

export interface ServiceSummary {
  slug: ServiceSlug;
  title: string;
  /** Short name for menus and cards. */
  shortTitle: string;
  path: string;
  level: ServiceLevel;
  icon: IconName;
  /** One or two sentences for cards, menus and the page description. */
  description: string;
}

export interface ServicePageContent extends ServiceSummary {
  lead: string;
  cta: ServiceCta;
  /** The page's last section: the same chat button again, after the content. */
  closing: { title: string; text: string };
  benefitsTitle: string;
  benefits: string[];
}

export interface ConsultingPage extends ServicePageContent {
  slug: 'consultoria';
  inclusionsTitle: string;
  inclusions: ServiceFeature[];
}

export interface FeaturePage extends ServicePageContent {
  slug: 'base-de-datos' | 'analisis';
  featuresTitle: string;
  features: ServiceFeature[];
}

export interface AiPage extends ServicePageContent {
  slug: 'inteligencia-artificial';
  columns: { title: string; intro: string; items: ServiceFeature[] }[];
  howItWorks: { title: string; paragraphs: string[]; steps: { title: string; text: string }[] };
}

export const consultingPage: ConsultingPage = {
  slug: 'consultoria',
  title: 'Consultoría Inicial',
  shortTitle: 'Consultoría Inicial',
  path: '/servicios/consultoria/',
  level: 'Gratuito',
  icon: 'video-call',
  description:
    'Una consultoría gratuita de 30 minutos para entender tu negocio, detectar oportunidades y definir por dónde empezar.',
  lead: 'En una videollamada de 30 minutos revisamos cómo trabajas hoy, qué información ya tienes y dónde están tus mayores oportunidades. Sales con un diagnóstico claro y un plan concreto, sin compromiso.',
  inclusionsTitle: 'Qué incluye tu consultoría',
  inclusions: [
    {
      icon: 'search',
      title: 'Evaluación de tu infraestructura',
      description:
        'Revisamos dónde vive hoy tu información: hojas de cálculo, sistema de ventas, facturación, redes sociales.',
    },
    {
      icon: 'lightbulb',
      title: 'Oportunidades de mejora',
      description:
        'Detectamos los procesos que más tiempo te quitan y las decisiones que podrías tomar con mejores datos.',
    },
    {
      icon: 'route',
      title: 'Hoja de ruta personalizada',
      description:
        'Te proponemos los pasos en orden, empezando por lo que da resultados más rápido y cuesta menos.',
    },
    {
      icon: 'calculator',
      title: 'Estimación de costos y retorno',
      description:
        'Sabrás cuánto cuesta cada paso y qué puedes esperar a cambio, para decidir con números en la mano.',
    },
    {
      icon: 'toolbox',
      title: 'Recomendaciones de tecnología',
      description:
        'Te sugerimos herramientas accesibles, muchas de código abierto, que se ajustan a tu tamaño y presupuesto.',
    },
  ],
  benefitsTitle: 'Por qué empezar aquí',
  benefits: [
    'No pagas nada y no te comprometes a nada.',
    'Hablamos en términos de negocio, no de tecnología.',
    'Te llevas un plan útil aunque decidas hacerlo por tu cuenta.',
    'Solo toma 30 minutos de tu agenda.',
    'Resuelves tus dudas sobre datos e IA con ejemplos de tu propio negocio.',
  ],
  cta: {
    label: 'Agenda tu consultoría gratuita',
    ctaName: 'agenda_consultoria',
    message:
      'Hola, me gustaría agendar mi consultoría gratuita de 30 minutos para revisar cómo mi negocio puede aprovechar mejor sus datos.',
    conversion: { page: 'consulting_page', action: 'consultation_request' },
    newTab: true,
    note: 'Se abre WhatsApp con un mensaje listo para enviar.',
  },
  closing: {
    title: 'Empieza con una consultoría gratuita',
    text: 'Treinta minutos para conocer tu negocio y decirte con claridad por dónde empezar. Sin costo y sin compromiso.',
  },
};

export const databasePage: FeaturePage = {
  slug: 'base-de-datos',
  title: 'Base de Datos en la Nube',
  shortTitle: 'Base de Datos en la Nube',
  path: '/servicios/base-de-datos/',
  level: 'Básico',
  icon: 'database',
  description:
    'Toda la información de tu empresa en un solo lugar, segura y lista para crecer contigo.',
  lead: 'Reunimos en una base de datos en la nube lo que hoy está repartido entre archivos de Excel, correos y sistemas que no se hablan entre sí. Todo tu equipo consulta las mismas cifras, desde cualquier lugar.',
  featuresTitle: 'Lo que construimos para ti',
  features: [
    {
      icon: 'shield',
      title: 'Almacenamiento seguro',
      description:
        'Tus datos cifrados, con respaldos automáticos y una cuenta propia para cada persona: cada quien ve solo lo que necesita.',
    },
    {
      icon: 'scale',
      title: 'Escalabilidad',
      description:
        'Empiezas pequeño y pagas por lo que usas. Si tu negocio crece, la base de datos crece con él sin rehacer nada.',
    },
    {
      icon: 'plug',
      title: 'Integración',
      description:
        'Conectamos tu punto de venta, tu facturación, tu tienda en línea y tus hojas de cálculo para que la información fluya sola.',
    },
  ],
  benefitsTitle: 'Beneficios para tu negocio',
  benefits: [
    'Dejas de buscar datos en diez archivos distintos.',
    'Menos errores por capturar la misma información dos veces.',
    'Tus datos están respaldados aunque se descomponga una computadora.',
    'Costos mensuales predecibles, sin comprar servidores.',
    'La base lista para reportes, análisis e inteligencia artificial.',
  ],
  cta: {
    label: 'Solicita más información',
    ctaName: 'solicita_informacion',
    message:
      'Hola, me interesa el servicio de Base de Datos en la Nube. ¿Me pueden dar más información sobre cómo centralizar los datos de mi negocio?',
    newTab: false,
    note: 'Te respondemos por WhatsApp en horario laboral (hora del centro de México).',
  },
  closing: {
    title: 'Reúne tu información en un solo lugar',
    text: 'Cuéntanos qué archivos y sistemas usas hoy y te proponemos cómo centralizarlos, con un costo mensual claro desde el principio.',
  },
};

export const analysisPage: FeaturePage = {
  slug: 'analisis',
  title: 'Análisis y Reportes',
  shortTitle: 'Análisis y Reportes',
  path: '/servicios/analisis/',
  level: 'Intermedio',
  icon: 'chart',
  description:
    'Reportes y dashboards claros que te dicen qué está pasando en tu negocio y qué hacer al respecto.',
  lead: 'Convertimos tus datos en dashboards que se actualizan solos y en reportes que llegan a tiempo. Ves tus ventas, márgenes e inventario de un vistazo y detectas problemas antes de que te cuesten dinero.',
  featuresTitle: 'Lo que construimos para ti',
  features: [
    {
      icon: 'dashboard',
      title: 'Dashboards interactivos',
      description:
        'Indicadores clave en una sola pantalla, con filtros por sucursal, producto o vendedor, en tu computadora o tu celular.',
    },
    {
      icon: 'report',
      title: 'Reportes automatizados',
      description:
        'El reporte semanal que hoy armas a mano llega solo a tu correo, siempre con los números al día.',
    },
    {
      icon: 'trend',
      title: 'Análisis predictivo',
      description:
        'Estimamos tus ventas y tu demanda de las próximas semanas para que compres y programes mejor.',
    },
  ],
  benefitsTitle: 'Beneficios para tu negocio',
  benefits: [
    'Decisiones basadas en datos, no en corazonadas.',
    'Horas de trabajo manual que tu equipo recupera cada semana.',
    'Alertas tempranas cuando algo se sale de lo normal.',
    'Todo tu equipo mira los mismos números.',
    'Metas claras y un seguimiento sencillo de cada una.',
  ],
  cta: {
    label: 'Solicita una demo',
    ctaName: 'solicita_demo',
    message:
      'Hola, me gustaría ver una demostración de los dashboards y reportes que pueden armar para mi negocio.',
    newTab: false,
    note: 'Se abre WhatsApp con un mensaje listo; después te mostramos un dashboard de ejemplo con datos parecidos a los de tu negocio.',
  },
  closing: {
    title: 'Mira tus números de un vistazo',
    text: 'Te enseñamos un dashboard de ejemplo y cómo se vería con los datos de tu negocio.',
  },
};

export const aiPage: AiPage = {
  slug: 'inteligencia-artificial',
  title: 'Agentes e Inteligencia Artificial',
  shortTitle: 'Agentes e IA',
  path: '/servicios/inteligencia-artificial/',
  level: 'Avanzado',
  icon: 'sparkles',
  description:
    'Asistentes virtuales, modelos predictivos y agentes que automatizan tareas repetitivas de tu equipo.',
  lead: 'Diseñamos soluciones de inteligencia artificial a la medida de tu operación: desde un asistente que responde a tus clientes a cualquier hora hasta agentes que capturan, revisan y procesan información por ti.',
  columns: [
    {
      title: 'Inteligencia artificial',
      intro: 'Modelos que entienden, predicen y generan a partir de la información de tu negocio.',
      items: [
        {
          icon: 'chat',
          title: 'Asistentes virtuales',
          description:
            'Responden preguntas de clientes y colaboradores con la información de tu empresa.',
          examples: [
            'Atención a clientes en WhatsApp las 24 horas',
            'Preguntas frecuentes sobre precios, pedidos y envíos',
            'Consulta de manuales y políticas internas',
          ],
        },
        {
          icon: 'target',
          title: 'Modelos predictivos',
          description: 'Anticipan lo que probablemente va a pasar a partir de tu historial.',
          examples: [
            'Pronóstico de ventas por temporada',
            'Clientes con riesgo de dejar de comprar',
            'Niveles de inventario recomendados',
          ],
        },
        {
          icon: 'wand',
          title: 'IA generativa',
          description: 'Crea textos, resúmenes y propuestas en segundos, con el tono de tu marca.',
          examples: [
            'Descripciones de productos para tu tienda en línea',
            'Resúmenes de juntas y correos largos',
            'Borradores de cotizaciones y propuestas',
          ],
        },
      ],
    },
    {
      title: 'Agentes automatizados',
      intro:
        'Programas que actúan por su cuenta: reciben una tarea, la ejecutan y te avisan del resultado.',
      items: [
        {
          icon: 'robot',
          title: 'Agentes conversacionales',
          description:
            'Atienden, califican y dan seguimiento a tus prospectos sin que nadie se quede esperando.',
          examples: [
            'Agendar citas y enviar recordatorios',
            'Calificar prospectos antes de pasarlos a ventas',
            'Dar seguimiento a cotizaciones pendientes',
          ],
        },
        {
          icon: 'cog',
          title: 'Automatización de procesos',
          description: 'Se encargan de las tareas repetitivas entre tus sistemas.',
          examples: [
            'Capturar facturas y conciliarlas con tus pagos',
            'Actualizar inventario entre tu tienda y tu almacén',
            'Generar y enviar reportes sin intervención',
          ],
        },
        {
          icon: 'layers',
          title: 'Agentes multimodales',
          description: 'Trabajan con texto, imágenes, audio y documentos al mismo tiempo.',
          examples: [
            'Leer tickets y comprobantes desde una foto',
            'Transcribir y resumir notas de voz',
            'Revisar contratos y resaltar cláusulas importantes',
          ],
        },
      ],
    },
  ],
  benefitsTitle: 'Beneficios clave',
  benefits: [
    'Tu negocio atiende a clientes a cualquier hora, sin contratar más personal.',
    'Tu equipo deja las tareas repetitivas y se enfoca en vender y atender.',
    'Menos errores de captura y de seguimiento.',
    'Respuestas más rápidas que tu competencia.',
    'Soluciones que afinamos contigo a partir de sus resultados.',
  ],
  howItWorks: {
    title: 'Cómo funcionan',
    paragraphs: [
      'Un agente de IA combina un modelo de lenguaje, que entiende y redacta como una persona, con acceso controlado a tus herramientas: tu catálogo, tu agenda, tu sistema de pedidos. Recibe una instrucción, decide qué pasos seguir, los ejecuta y te reporta el resultado.',
      'Tú decides qué puede hacer y qué no. Empezamos con tareas acotadas y supervisadas, medimos los resultados y ampliamos su alcance solo cuando funciona bien.',
    ],
    steps: [
      { title: 'Entendemos el proceso', text: 'Mapeamos la tarea tal como la hace hoy tu equipo.' },
      {
        title: 'Conectamos tus datos',
        text: 'Le damos al agente acceso solo a la información necesaria.',
      },
      {
        title: 'Probamos en pequeño',
        text: 'Un piloto de pocas semanas, con personas revisando cada resultado.',
      },
      {
        title: 'Medimos y escalamos',
        text: 'Si ahorra tiempo y dinero, lo llevamos al resto de la operación.',
      },
    ],
  },
  cta: {
    label: 'Explora las posibilidades',
    ctaName: 'explora_posibilidades',
    message:
      'Hola, me interesa saber cómo los agentes y la inteligencia artificial pueden ayudar a mi negocio. ¿Podemos platicar?',
    conversion: { page: 'ai_page', action: 'ai_inquiry' },
    newTab: true,
    note: 'Se abre WhatsApp con un mensaje listo; platicamos de tus procesos y te decimos con honestidad si la IA es para ti.',
  },
  closing: {
    title: 'Descubre qué puede hacer la IA por tu negocio',
    text: 'Revisamos tus procesos contigo y te decimos dónde la inteligencia artificial te ahorra tiempo y dónde todavía no vale la pena.',
  },
};

export const services: readonly ServiceSummary[] = [
  consultingPage,
  databasePage,
  analysisPage,
  aiPage,
];

export function getService(slug: ServiceSlug): ServiceSummary {
  const service = services.find((entry) => entry.slug === slug);
  if (!service) throw new Error(`Servicio desconocido: ${slug}`);
  return service;
}
