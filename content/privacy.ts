import { MAIL_SUBJECTS } from '@/content/newsletter-mail';
import { pageEntries } from '@/content/pages';
import { SUBSCRIPTION_PATH } from '@/content/subscription-path';

/**
 * The privacy notices (decision 5 in docs/decisions.md): the Spanish one is the complete "aviso de
 * privacidad integral" under the 2025 LFPDPPP; the English one is its translation, section for
 * section. Section bodies are Markdown rendered at build time. The responsible party's name,
 * address and email come from the site config, never from this text.
 */

/** Day the notices last changed in substance. Change it only with the text. */
export const PRIVACY_REVISED = '2026-11-28';

/** The nine sections of the spec, in order; both languages share them. */
export const PRIVACY_SECTION_IDS = [
  'introduction',
  'data',
  'cookies',
  'purposes',
  'sharing',
  'rights',
  'security',
  'changes',
  'contact',
] as const;
export type PrivacySectionId = (typeof PRIVACY_SECTION_IDS)[number];

/** Marks where the "change my cookie choice" control sits among a section's Markdown blocks. */
export const COOKIE_CHOICE = { control: 'cookie-choice' } as const;
export type PrivacyBlock = string | typeof COOKIE_CHOICE;

export interface PrivacySection {
  id: PrivacySectionId;
  /** Fragment of the section's URL in this language. */
  anchor: string;
  title: string;
  body: readonly PrivacyBlock[];
}

/** Text run of the control; `{ es }` marks a Spanish word inside the English notice. */
export type ControlText = readonly (string | { es: string })[];

export interface CookieChoiceText {
  current: string;
  accepted: string;
  rejected: string;
  undecided: string;
  button: string;
  /** Announced once the choice is cleared and the banner shows again. */
  reopened: ControlText;
}

export interface PrivacyNotice {
  lang: 'es-MX' | 'en';
  title: string;
  lead: string;
  revisedLabel: string;
  /** The revision date in this language's long form. */
  revised: string;
  /** Only on translations: which version prevails. */
  translationNote?: string;
  otherLanguage: { label: string; href: string; lang: string };
  tocLabel: string;
  sections: readonly PrivacySection[];
  cookieChoice: CookieChoiceText;
}

/**
 * The deployment's facts the notices quote, ready for Markdown (lib/legal/privacy.ts fills them from the
 * site config): the responsible party's name and address, a mail link, and the revision date in
 * each language's long form.
 */
export interface PrivacyFacts {
  legalName: string;
  address: string;
  emailLink: string;
  revisedEs: string;
  revisedEn: string;
}

const GA_OPT_OUT = '[tools.google.com/dlpage/gaoptout](https://tools.google.com/dlpage/gaoptout)';

/** Both notices, with the deployment's facts in place. */
export function privacyNoticesFor({
  legalName,
  address,
  emailLink: email,
  revisedEs,
  revisedEn,
}: PrivacyFacts): { es: PrivacyNotice; en: PrivacyNotice } {
  const spanish: PrivacyNotice = {
    lang: 'es-MX',
    title: pageEntries.privacidad.title,
    lead: 'Te explicamos, sin letra pequeña, qué datos personales tratamos cuando usas este sitio, para qué los usamos, con quién los compartimos y cómo puedes ejercer tus derechos. Este es nuestro aviso de privacidad integral.',
    revisedLabel: 'Última actualización:',
    revised: revisedEs,
    otherLanguage: {
      label: 'Read this notice in English',
      href: pageEntries.privacy.path,
      lang: 'en',
    },
    tocLabel: 'Contenido del aviso',
    cookieChoice: {
      current: 'Tu elección actual:',
      accepted: 'aceptaste las cookies de análisis.',
      rejected: 'rechazaste las cookies de análisis.',
      undecided: 'todavía no eliges.',
      button: 'Cambiar mi elección de cookies',
      reopened: [
        'Listo: borramos tu elección y el aviso de cookies está abierto de nuevo al final de la página para que elijas.',
      ],
    },
    sections: [
      {
        id: 'introduction',
        anchor: 'responsable',
        title: 'Quiénes somos y qué cubre este aviso',
        body: [
          `${legalName} (“Hanzo”) es responsable del tratamiento de los datos personales que recabamos a través de este sitio web. Nuestro domicilio es ${address}. Para cualquier asunto relacionado con tus datos personales, escríbenos a ${email}.

Emitimos este aviso de privacidad integral conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares, publicada en el Diario Oficial de la Federación el 20 de marzo de 2025 (la “Ley”), y a las demás disposiciones aplicables. Se aplica cuando:

- navegas por este sitio;
- te suscribes a nuestro boletín;
- nos escribes por WhatsApp desde los botones del sitio, y
- una persona autorizada inicia sesión en el panel de administración.

Lo escribimos para dueños y equipos de negocio, no solo para abogados. Si algo no queda claro, pregúntanos y con gusto te lo explicamos.

No te pedimos datos personales sensibles (por ejemplo, sobre tu salud, tus creencias o tu origen étnico) ni datos financieros o patrimoniales; por favor, no los incluyas en tus mensajes. El sitio está dirigido a personas adultas y no recabamos a sabiendas datos de menores de edad.`,
        ],
      },
      {
        id: 'data',
        anchor: 'datos-que-recabamos',
        title: 'Datos personales que recabamos',
        body: [
          `Solo recabamos lo que necesitamos. Según lo que hagas en el sitio, tratamos estos datos:

### Si te suscribes al boletín

- **Tu correo electrónico**, que guardamos en minúsculas y sin espacios.
- **Los datos de tu suscripción:** cómo te suscribiste (por ejemplo, desde el formulario del boletín), la fecha y hora, si la suscripción sigue activa y qué elegiste recibir. En [tu página de suscripción](${SUBSCRIPTION_PATH}) hay tres opciones: “Artículos nuevos” (un correo cada vez que publicamos un artículo en el blog), “El boletín” (ideas prácticas de datos e inteligencia artificial para tu negocio, de vez en cuando) y “Novedades de nuestros servicios” (cuando lanzamos un servicio o cambiamos uno de los que ofrecemos). Si te suscribes desde los formularios del sitio, empiezas con el boletín activado y las otras dos opciones desactivadas; solo tú puedes activarlas, en tu página de suscripción. Si Brevo nos avisa que te diste de baja desde uno de nuestros correos, que un correo a tu dirección rebotó porque la dirección no existe o que marcaste uno como spam, también guardamos ese motivo y la fecha, como te explicamos en “Tus derechos y cómo ejercerlos”. Mientras no confirmes tu suscripción, también guardamos la fecha en que se borrará: 30 días después de que te suscribiste.
- **Datos técnicos del momento en que te suscribes**, que guardamos como constancia de tu consentimiento: la identificación de tu navegador y sistema operativo, la página desde la que llegaste, la dirección de la página donde te suscribiste, el lugar del formulario (pie de página o final de un artículo) y, en su caso, el artículo que estabas leyendo.
- **La confirmación de tu suscripción:** en cuanto te suscribes, te enviamos desde nuestra propia dirección, por medio de nuestro servicio de envío de correo (Brevo), un mensaje con el asunto “${MAIL_SUBJECTS.confirm}”. Su enlace es de este sitio: sirve 7 días, en cualquier dispositivo, y puedes abrirlo más de una vez (si ya confirmaste, solo te dice que tu suscripción ya está confirmada). Al abrirlo confirmas tu suscripción sin escribir tu correo y sin que se cree ninguna cuenta de inicio de sesión; si ya venció, la página te ofrece enviarte uno nuevo. El enlace lleva un código que identifica tu suscripción (calculado a partir de tu correo, un *hash*, no el correo mismo), firmado con una clave del sitio para que nadie pueda fabricarlo ni alterarlo, y la página lo quita de la barra de direcciones antes de que algo más, como Google Analytics, pueda registrarlo. Tu suscripción se confirma solo cuando abres ese enlace, o cuando la confirmas en [tu página de suscripción](${SUBSCRIPTION_PATH}) después de entrar con el enlace de acceso que te explicamos abajo (si te suscribes ahí mismo, queda confirmada en ese momento). Al confirmarla, una función del sitio guarda la fecha y hora de la confirmación según el reloj de nuestro servidor y quita la fecha de borrado, y empezamos a enviarte el boletín. Si no la confirmas, no te enviamos el boletín y la suscripción se borra unos 30 días después de que te suscribiste. Así, si alguien escribe tu correo sin que lo sepas, no recibirás el boletín a menos que tú confirmes la suscripción; eso sí, te llegará el mensaje para confirmarla (tres como máximo por hora) y guardaremos esa suscripción pendiente unos 30 días, como se explica en la sección 4, con los datos técnicos del navegador de quien la hizo.
- **Tu acceso a la página de suscripción:** para entrar a tu página de suscripción te enviamos, por el mismo medio, un mensaje con el asunto “${MAIL_SUBJECTS.manage}”. Su enlace lo genera el servicio de inicio de sesión de Google (Firebase Authentication): sirve una sola vez y vence en más o menos una hora. Al abrirlo compruebas que el correo es tuyo, y Firebase Authentication crea una cuenta con tu correo, en la que registra la fecha en que se creó y la de tu último acceso. Esa cuenta se borra en automático junto con tus datos, tanto si los borras en tu página de suscripción como si nos lo pides por correo, y también cuando tu suscripción pendiente se borra por no haberla confirmado. Si abres un enlace de acceso con un correo que no tiene suscripción y no te suscribes, esa cuenta se borra sola en una limpieza automática diaria, entre uno y dos días después de que abriste el enlace. La única excepción es un correo con el que también se inicia sesión con Google, algo que solo puede hacer el equipo autorizado de Hanzo.
- **Los avisos de artículos nuevos:** si activaste “Artículos nuevos”, cada vez que publicamos un artículo podemos enviarte, desde el panel de administración del sitio y por medio de las campañas de Brevo, un correo que lo anuncia, con su título, su resumen, su imagen y un botón para leerlo. Los enlaces de ese correo que llevan a este sitio incluyen unas etiquetas (\`utm_source\`, \`utm_medium\` y \`utm_campaign\`, esta última con el nombre del artículo tal como aparece en su dirección) para que, solo si aceptaste las cookies de análisis, Google Analytics cuente que tu visita llegó desde ese correo (sección 3). Cada aviso trae el enlace de Brevo para darte de baja con un clic (y el encabezado con el que las apps de correo muestran su propio botón de baja) y un enlace a tu página de suscripción para elegir qué recibes. De cada artículo que enviamos, el sitio guarda la fecha del envío, a cuántas personas se envió, el número de la campaña en Brevo y quién del equipo lo envió, pero no la lista de las personas que lo recibieron.
- **Los envíos de enlaces:** para evitar abusos, enviamos a cada bandeja de entrada como máximo un enlace por minuto y tres por hora (un mismo correo escrito de otra forma cuenta como uno solo: con mayúsculas, con una +etiqueta o, en Gmail, con puntos), y desde una misma conexión (dirección de red) se pueden pedir como máximo diez enlaces por hora y veinte por día. Para llevar la cuenta, las funciones del sitio guardan las horas de los enlaces enviados en la última hora bajo un código calculado a partir de tu correo, y las del último día bajo un código calculado a partir de tu dirección de red. Estos códigos (*hashes*) no son tu correo ni tu dirección de red, pero quien ya conoce un correo o una dirección puede calcular su código y compararlo, así que son datos personales seudonimizados, no anónimos. Estos registros se borran solos después de una hora (los del correo) o de un día (los de la conexión), y la base de datos puede tardar hasta un día más en eliminarlos. También contamos cuántos enlaces enviamos en total cada día, sin ningún dato personal. Los registros técnicos de las funciones del sitio (Google Cloud Logging) guardan durante 30 días un código calculado a partir de tu correo, con la hora de cada enlace que enviamos (y de qué tipo), de cada uno que rechazamos (y por qué) y de cada confirmación, nunca tu correo.

### Si nos escribes por WhatsApp

Los botones de contacto abren WhatsApp con un mensaje ya escrito; tú decides si lo envías. Si lo haces, recibimos tu número de teléfono, tu nombre de perfil y lo que nos escribas. El sitio no guarda nada de esa conversación, y WhatsApp trata tus datos conforme a su propio aviso de privacidad.

### Si inicias sesión con tu cuenta de Google

Solo el equipo autorizado de Hanzo puede iniciar sesión con Google, para entrar al panel de administración: el sitio rechaza cualquier otra cuenta de Google antes de que se cree. En ese caso tratamos:

- tu identificador de usuario, nombre, correo electrónico, la dirección de tu foto de perfil y el proveedor con el que entraste (Google);
- las fechas de tu registro y de tu último acceso, y el número de veces que has iniciado sesión;
- la identificación de tu navegador y la página desde la que llegaste cuando te registraste;
- tus opciones de comunicación: si aceptas recibir correos relacionados con tu cuenta y si aceptas comunicaciones comerciales (esta última queda desactivada mientras no la actives);
- un registro de actividad, por ejemplo cada entrada al panel, con la acción, la fecha y hora, la página y tu navegador.

Si algún día abrimos el inicio de sesión a otras personas, trataremos estos mismos datos y actualizaremos este aviso antes de hacerlo.

### Mientras navegas

- **Datos técnicos de cada visita:** como cualquier servidor web, el que aloja este sitio recibe tu dirección IP, la página que pides, la fecha y hora, y los datos de tu navegador. Se usan para entregarte las páginas y protegerlas de abusos; nosotros no los usamos para identificarte.
- **Datos de uso, solo si aceptas las cookies de análisis.** Te lo explicamos en la sección 3.
- **Tus preferencias, guardadas en tu propio navegador**, como el tema de color y tu elección sobre las cookies. También están en la sección 3.`,
        ],
      },
      {
        id: 'cookies',
        anchor: 'cookies',
        title: 'Cookies, Google Analytics y almacenamiento en tu navegador',
        body: [
          `Una cookie es un pequeño archivo que un sitio guarda en tu navegador. Nosotros solo usamos cookies de análisis, y solo si las aceptas.

### Antes de que elijas

La primera vez que entras ves un aviso de cookies. Mientras no elijas, el sitio no carga Google Analytics ni ningún otro servicio de medición o de publicidad.

### Si aceptas

Cargamos Google Analytics 4, un servicio de Google LLC, para saber cuántas personas nos visitan, qué páginas y artículos leen y qué botones usan (por ejemplo, el de contacto por WhatsApp, el de compartir un artículo o el del boletín). Google recibe las páginas que visitas y la página de la que vienes, esas interacciones, datos de tu dispositivo y navegador (tipo, sistema operativo, idioma y tamaño de pantalla) y una ubicación aproximada (país, región o ciudad) que calcula a partir de tu dirección IP; según Google, Analytics no almacena la dirección IP. Si llegas desde un enlace con etiquetas de uno de nuestros correos (como los de los avisos de artículos nuevos), la dirección de la página trae esas etiquetas, y Google Analytics cuenta que tu visita llegó desde ese correo. También le enviamos qué tan rápido carga y responde cada página en tu dispositivo y, si algo falla en la página, una descripción técnica breve del error, de la que antes quitamos cualquier correo electrónico y lo que hayas escrito en búsquedas o direcciones. Las funciones de publicidad están desactivadas: tus datos no se usan para anuncios ni para personalizar publicidad.

Google Analytics guarda estas cookies en tu navegador:

- \`_ga\`: distingue a un visitante de otro con un identificador aleatorio. Dura hasta 2 años.
- \`_ga_\` seguida del identificador de nuestra propiedad: conserva el estado de tu visita. Dura hasta 2 años.

Google conserva los datos de uso durante el plazo que configuramos en nuestra cuenta, que no supera 14 meses, y después los elimina.

### Si rechazas

Guardamos tu elección, Google Analytics no se carga y activamos el bloqueo que ofrece Google para que su etiqueta no mida nada en este sitio. Si solo cierras el aviso con la ×, no guardamos nada y el aviso volverá a aparecer la próxima vez que abras el sitio.

### Cambiar tu elección

Puedes cambiarla cuando quieras con el botón de abajo: borra tu elección guardada y las cookies de Google Analytics de este sitio, detiene la medición y vuelve a mostrarte el aviso de cookies para que elijas de nuevo. También puedes borrar los datos de este sitio desde la configuración de tu navegador (te volveremos a preguntar en tu próxima visita) o instalar el complemento de Google para inhabilitar Analytics: ${GA_OPT_OUT}.`,
          COOKIE_CHOICE,
          `### Lo que guardamos en tu navegador

Además de las cookies, el sitio guarda algunos datos en el almacenamiento de tu navegador: el almacenamiento local, que permanece, y el de sesión, que se borra al cerrar la pestaña. Sirven para que el sitio funcione como elegiste y no salen de tu dispositivo:

- \`cookieConsent\`: tu elección sobre las cookies de análisis (aceptadas o rechazadas). Permanece hasta que la cambies o borres los datos del sitio.
- \`theme\`: el tema de color que elegiste (claro u oscuro). Permanece hasta que borres los datos del sitio.
- \`hanzo_overlay_seen\`: indica que ya viste la pantalla de carga, para no repetirla. Se borra al cerrar la pestaña.
- \`hanzo_boletin_correo\`: el correo al que se envió un enlace desde este navegador, para que, si abres aquí mismo el enlace de acceso a tu página de suscripción, no tengas que escribirlo de nuevo. Se borra en cuanto abres en este navegador un enlace que te enviamos (el de acceso o el de confirmación), sirva o no. Si abres el enlace en otro navegador o dispositivo (algunas apps de correo abren los enlaces en su propio navegador) o no lo abres, permanece hasta que borres los datos del sitio.
- \`hanzo_diagnostico\`: tus respuestas del Autodiagnóstico, para no perderlas si recargas la página. Se borra al cerrar la pestaña.
- \`hanzo_newsletter_subscribers\`, \`hanzo_registered_users\` y \`hanzo_user_activities\`: solo se usan si el sitio funciona sin conexión con nuestra base de datos. En ese caso, tu suscripción, tu registro o tu actividad (los datos de la sección 2) se guardan únicamente en tu navegador y no nos llegan. Si alguno de estos datos se daña, se guarda una copia con el mismo nombre seguido de \`_corrupt_\` y la fecha. Permanecen hasta que borres los datos del sitio.

Si inicias sesión, el servicio de inicio de sesión de Google (Firebase Authentication) guarda tu sesión en el almacenamiento de tu navegador hasta que la cierres. En tu página de suscripción, la sesión se cierra al cerrar la pestaña, para que nadie más la use en una computadora compartida.

Cuando envías un formulario y el sitio está conectado a nuestra base de datos (por ejemplo, al suscribirte), Firebase App Check comprueba con reCAPTCHA Enterprise, de Google, que lo envía una persona. Para eso, reCAPTCHA puede guardar sus propios datos en tu navegador (por ejemplo, \`_grecaptcha\` en el almacenamiento local), y App Check puede guardar su comprobante en la base de datos interna del navegador (IndexedDB).`,
        ],
      },
      {
        id: 'purposes',
        anchor: 'finalidades',
        title: 'Para qué usamos tus datos y con qué fundamento',
        body: [
          `### Finalidades necesarias

Son las que dan origen a tu relación con nosotros; las necesitamos para darte lo que pides:

1. Enviarte el enlace para confirmar tu suscripción y los correos que elegiste recibir (el boletín y, si los activas, los avisos de artículos nuevos), y administrar tu suscripción: altas, bajas (también las que nos avisa Brevo) y cambios de preferencias.
2. Evitar suscripciones duplicadas o abusivas y envíos excesivos de enlaces, dejar de escribir a direcciones que no existen o a quien marcó uno de nuestros correos como spam, y conservar constancia de cuándo, dónde y cómo aceptaste recibir el boletín.
3. Responder los mensajes que nos envíes por WhatsApp y, si nos lo pides, agendar tu consultoría.
4. Dar acceso seguro al panel de administración solo a las personas autorizadas y registrar sus inicios de sesión y su actividad por seguridad.
5. Entregarte las páginas del sitio y protegerlo de ataques y abusos.
6. Atender tus solicitudes sobre tus datos personales y cumplir las obligaciones legales que nos correspondan.

### Finalidades secundarias

No son necesarias para lo que nos pides, pero nos ayudan a mejorar y a atenderte mejor:

1. Medir cómo se usa el sitio con Google Analytics para mejorar contenidos y servicios, solo si aceptas las cookies de análisis.
2. Enviarte, junto con el boletín o por separado, novedades sobre nuestros servicios, talleres y eventos.
3. Elaborar estadísticas internas sobre qué artículos y secciones generan más suscripciones.

**Si no quieres que usemos tus datos para las finalidades secundarias**, dínoslo en cualquier momento, incluso antes de suscribirte: para la primera, rechaza las cookies o cambia tu elección como se explica en la sección 3; para las otras dos, escríbenos a ${email} con el asunto “Finalidades secundarias”. Negarte no afecta el boletín ni ningún otro servicio que nos pidas.

### Fundamento legal

Tratamos tus datos con tu consentimiento, que nos das al suscribirte (el formulario te enlaza a este aviso), al aceptar las cookies de análisis, al escribirnos o al iniciar sesión, así como en los casos en que la Ley permite tratarlos sin consentimiento, por ejemplo para cumplir una obligación legal o atender el requerimiento de una autoridad competente.

### Cuánto tiempo conservamos tus datos

- **Boletín:** mientras tu suscripción esté activa. Si no confirmas tu suscripción, no te enviamos el boletín y nuestra base de datos la borra en automático 30 días después de que te suscribiste (normalmente a más tardar un día después de esa fecha). Si te das de baja, dejamos de enviártelo, te quitamos de las listas de tu suscripción en Brevo y conservamos tu suscripción marcada como inactiva, para que el boletín no vuelva a llegarte. Si borras tus datos en [tu página de suscripción](${SUBSCRIPTION_PATH}), los eliminamos en ese momento; si nos pides la cancelación por correo, bloqueamos tus datos y los suprimimos al terminar el periodo de bloqueo que marca la Ley. En ambos casos, poco después de eliminarlos se borran también tu acceso a la página de suscripción y tu contacto en Brevo. Cada baja o borrado llega a Brevo normalmente en menos de un minuto, y mientras tanto tu correo queda en nuestra lista de cambios pendientes: si Brevo no responde, lo reintentamos hasta que responda, y si rechaza el cambio, lo vemos en nuestro panel de administración. Brevo conserva un mes el registro técnico de cada mensaje con un enlace, también después de que borres tus datos.
- **Cuenta de acceso a tu página de suscripción:** mientras exista tu suscripción; si abriste un enlace de acceso sin tener suscripción, entre uno y dos días, como se explica en la sección 2.
- **Registro de envíos de enlaces:** una hora el de cada correo y un día el de cada conexión (la base de datos puede tardar hasta un día más en eliminarlos), y 30 días en los registros técnicos de las funciones del sitio, como se explica en la sección 2.
- **Cuentas del panel y su actividad:** mientras la persona tenga acceso autorizado; después se bloquean y se suprimen de la misma forma.
- **Conversaciones de WhatsApp:** mientras atendemos tu solicitud y el tiempo razonable para darle seguimiento.
- **Google Analytics:** hasta 14 meses, como se explica en la sección 3.`,
        ],
      },
      {
        id: 'sharing',
        anchor: 'con-quien-compartimos',
        title: 'Con quién compartimos tus datos',
        body: [
          `No vendemos, rentamos ni intercambiamos tus datos personales.

### Proveedores que trabajan por nuestra cuenta

Nos apoyamos en proveedores que tratan datos solo para prestarnos su servicio, siguiendo nuestras instrucciones y con obligaciones de confidencialidad y seguridad. La Ley los llama *encargados*, y comunicarles datos es una *remisión*, no una transferencia, por lo que no requiere tu consentimiento:

- **Google LLC, por medio de Firebase** (Cloud Firestore, Firebase Authentication, Cloud Functions for Firebase con sus registros en Google Cloud Logging, Firebase App Check y Firebase Hosting): guarda la lista de suscriptores, las cuentas de acceso a tu página de suscripción, los perfiles y la actividad de quienes inician sesión y lo que guardamos de cada aviso de artículo enviado; ejecuta las funciones del sitio que crean los enlaces de confirmación y de acceso, los envían por medio de Brevo, confirman las suscripciones, llevan la cuenta de los envíos de enlaces, mantienen al día las listas de tu suscripción en Brevo, crean en Brevo la campaña de cada aviso de artículo nuevo y reciben los avisos de Brevo sobre bajas, rebotes y correos marcados como spam; gestiona el inicio de sesión (con el enlace de acceso o, solo para el equipo autorizado de Hanzo, con Google); comprueba con reCAPTCHA Enterprise, al enviar un formulario, que lo envía una persona y no un programa automático, y aloja el sitio.
- **Google LLC, por medio de Google Analytics:** mide el uso del sitio, solo si aceptas las cookies de análisis.
- **Sendinblue SAS (Brevo), con sede en Francia:** envía desde nuestra dirección, con su propia herramienta de campañas, el boletín y los avisos de artículos nuevos, y también los mensajes con los enlaces para confirmar tu suscripción o entrar a tu página de suscripción; para entregarlos, recibe tu correo y el contenido de cada mensaje. En los mensajes con un enlace desactivamos el seguimiento de aperturas y clics, y de cada uno Brevo conserva durante un mes un registro técnico (tu correo, el asunto, la fecha y si se entregó), sin copia del mensaje. Guarda una lista por cada opción de tu suscripción (“Artículos nuevos”, “El boletín” y “Novedades de nuestros servicios”): tu correo está en una lista solo mientras tu suscripción esté confirmada y activa y tengas esa opción activada. De cada campaña, como el boletín o un aviso de artículo nuevo, registra si te llegó y, salvo que desactivemos ese seguimiento en Brevo, si la abriste y en qué enlaces hiciste clic. También registra las bajas que se hacen desde el enlace de sus correos, los correos que rebotan porque la dirección no existe y los que se marcan como spam, y nos avisa de cada uno para que te demos de baja también en nuestra lista. Si te das de baja, tu correo sale de las listas y Brevo lo conserva como contacto, sin lista, hasta que borres tus datos; si los borras, Brevo borra también ese contacto.

Google puede tratar estos datos en servidores ubicados en Estados Unidos y en otros países, y los servidores de Brevo están en la Unión Europea, así que en ambos casos se trata de una remisión internacional. En sus términos de tratamiento y seguridad de datos, Google y Brevo se obligan a usarlos solo para prestarnos el servicio y a protegerlos.

### Transferencias

Hoy no transferimos tus datos personales a terceros para que los usen con sus propios fines. Solo los comunicaríamos sin tu consentimiento en los casos que prevé la Ley, por ejemplo cuando lo exija una ley o lo ordene una autoridad competente, o cuando haga falta para reconocer, ejercer o defender un derecho en un proceso judicial. Si en el futuro quisiéramos hacer una transferencia que requiera tu consentimiento, actualizaremos este aviso y te lo pediremos antes.

### Sitios a los que te enlazamos

Los botones para escribirnos por WhatsApp, visitar nuestra página de LinkedIn o compartir un artículo en LinkedIn, X o Facebook te llevan a esos servicios. Al compartir, solo les pasamos la dirección del artículo y, en el caso de X, también su título y su resumen. Cada uno trata tus datos según su propio aviso de privacidad.`,
        ],
      },
      {
        id: 'rights',
        anchor: 'derechos',
        title: 'Tus derechos y cómo ejercerlos',
        body: [
          `Tienes derecho a:

- **Acceso:** saber qué datos tuyos tenemos y cómo los usamos.
- **Rectificación:** corregirlos si son inexactos o están incompletos.
- **Cancelación:** pedir que los eliminemos cuando consideres que no los necesitamos o que no los tratamos conforme a la Ley.
- **Oposición:** pedirnos que dejemos de usarlos para un fin determinado.

A estos cuatro se les conoce como derechos ARCO. También puedes **revocar el consentimiento** que nos diste y **limitar el uso o la divulgación** de tus datos.

### Tu suscripción al boletín, sin escribirnos

En [tu página de suscripción](${SUBSCRIPTION_PATH}) compruebas que el correo es tuyo con un enlace que te enviamos y, ahí mismo, ves los datos que guardamos de tu suscripción y los descargas (acceso), eliges qué quieres recibir (oposición), te das de baja (revocación) o los borras (cancelación). Para cualquier otro dato o derecho, escríbenos como se indica a continuación.

### Cómo presentar tu solicitud

Escríbenos a ${email} con el asunto “Derechos ARCO” (o “Revocación del consentimiento”, si es el caso). Tu solicitud debe incluir:

1. Tu nombre y un correo u otro medio para enviarte la respuesta.
2. Una copia de una identificación oficial vigente (por ejemplo, tu credencial para votar o tu pasaporte) o, si la presentas por medio de un representante, su identificación y el documento que acredite la representación, como una carta poder firmada ante dos testigos.
3. Una descripción clara de los datos y del derecho que quieres ejercer, o de lo que nos pides.
4. Cualquier dato que nos ayude a localizarlos, como el correo con el que te suscribiste.
5. Si pides una rectificación, qué hay que corregir y, si hace falta, el documento que lo respalde.

Usaremos tu identificación solo para confirmar que eres tú y la eliminaremos al cerrar tu solicitud. Si falta algo, te lo pediremos por el mismo medio.

### Plazos

Te responderemos en un máximo de **20 días hábiles** contados desde que recibamos tu solicitud. Si procede, la haremos efectiva dentro de los **15 días hábiles** siguientes a nuestra respuesta. Cuando el caso lo justifique, estos plazos podrán ampliarse una sola vez por un periodo igual, y te lo avisaremos. Ejercer tus derechos es gratuito y te entregaremos tus datos por correo electrónico sin costo; solo si pides copias u otro formato físico podríamos cobrarte los gastos justificados de reproducción o envío.

### Revocar tu consentimiento

Puedes revocarlo en cualquier momento por el mismo medio; la revocación no tiene efectos hacia atrás. Para el boletín y los demás correos de tu suscripción basta con darte de baja en [tu página de suscripción](${SUBSCRIPTION_PATH}) o con el enlace para darte de baja que trae cada boletín y cada aviso de artículo nuevo. Si usas ese enlace, Brevo deja de enviarte el boletín y los avisos en ese momento y nos avisa, normalmente en unos segundos; entonces el sitio también da de baja tu suscripción: queda inactiva y con todas sus opciones desactivadas. Lo mismo pasa si un correo a tu dirección rebota porque la dirección no existe o si marcas uno de nuestros correos como spam. En esos casos guardamos el motivo (te diste de baja desde un correo, el correo rebotó o lo marcaste como spam) y la fecha, que tú ves en tu página de suscripción y nuestro equipo en el panel de administración, y solo tú puedes volver a suscribirte, desde tu página de suscripción. Para las cookies de análisis basta con el botón de la sección 3. Si la Ley nos obliga a seguir tratando ciertos datos, es posible que no podamos atender tu revocación de inmediato o por completo; en ese caso te explicaremos por qué.

### Limitar el uso o la divulgación de tus datos

Además de rechazar las cookies o configurar tu navegador para bloquearlas, puedes pedirnos por correo que te inscribamos en nuestra lista de exclusión para no volver a enviarte comunicaciones. Te confirmaremos la inscripción.

### Si no estás conforme

Si no te respondemos a tiempo o no estás de acuerdo con nuestra respuesta, puedes presentar una solicitud de protección de datos ante la Secretaría Anticorrupción y Buen Gobierno, la autoridad encargada de vigilar el cumplimiento de la Ley. Tienes 15 días a partir de que te comuniquemos la respuesta; si no te respondemos, puedes presentarla en cuanto venza el plazo de respuesta.`,
        ],
      },
      {
        id: 'security',
        anchor: 'seguridad',
        title: 'Cómo protegemos tus datos',
        body: [
          `Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger tus datos contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizados. Entre ellas:

- El sitio se entrega solo por conexión cifrada (HTTPS).
- Nuestra base de datos tiene reglas de acceso estrictas: desde el sitio cualquiera puede registrar una suscripción válida, pero solo las personas con rol de administración, verificadas con su cuenta de Google, pueden consultar, buscar o exportar la lista.
- El acceso al panel de administración es personal, se limita a quien lo necesita para su trabajo y queda registrado.
- Recabamos solo los datos necesarios y limitamos la extensión de los datos técnicos que guardamos.
- Google Analytics solo se carga si lo aceptas, y sus funciones de publicidad están desactivadas.

Ningún sistema es infalible. Si ocurriera una vulneración de seguridad que afecte de forma significativa tus derechos patrimoniales o morales, te lo informaremos de inmediato para que puedas tomar medidas.`,
        ],
      },
      {
        id: 'changes',
        anchor: 'cambios',
        title: 'Cambios a este aviso',
        body: [
          `Podemos actualizar este aviso por cambios en la Ley, en nuestros servicios o en la forma en que tratamos tus datos. Siempre publicaremos la versión vigente en esta página, con su fecha de última actualización al inicio.

Si el cambio es importante, por ejemplo una nueva finalidad, un cambio de responsable o una transferencia que requiera tu consentimiento, además te lo avisaremos en el boletín, si lo recibes. Cuando la Ley lo exija, te pediremos de nuevo tu consentimiento antes de aplicar el cambio.

Te recomendamos revisar esta página de vez en cuando.`,
        ],
      },
      {
        id: 'contact',
        anchor: 'contacto-privacidad',
        title: 'Contacto',
        body: [
          `Para cualquier duda sobre este aviso, tus datos o tus derechos, escríbenos. La persona a cargo de los datos personales en Hanzo atiende este correo y da trámite a tus solicitudes.

- **Responsable:** ${legalName}
- **Domicilio:** ${address}
- **Correo electrónico:** ${email}

Este aviso también está disponible [en inglés](${pageEntries.privacy.path}) como traducción de cortesía; si hay diferencias entre ambas versiones, prevalece esta versión en español.`,
        ],
      },
    ],
  };

  const english: PrivacyNotice = {
    lang: 'en',
    title: pageEntries.privacy.title,
    lead: 'We explain, with no fine print, what personal data we process when you use this site, what we use it for, who we share it with and how you can exercise your rights. This is our comprehensive privacy notice.',
    revisedLabel: 'Last updated:',
    revised: revisedEn,
    translationNote:
      'This is a courtesy translation of our privacy notice in Spanish. If the two versions differ, the Spanish version prevails.',
    otherLanguage: {
      label: 'Leer este aviso en español',
      href: pageEntries.privacidad.path,
      lang: 'es-MX',
    },
    tocLabel: 'Contents of this notice',
    cookieChoice: {
      current: 'Your current choice:',
      accepted: 'you accepted analytics cookies.',
      rejected: 'you rejected analytics cookies.',
      undecided: 'you have not chosen yet.',
      button: 'Change my cookie choice',
      reopened: [
        'Done: your choice was cleared and the cookie banner is open again at the bottom of the page. The banner is in Spanish: ',
        { es: 'Aceptar' },
        ' accepts analytics cookies and ',
        { es: 'Rechazar' },
        ' rejects them.',
      ],
    },
    sections: [
      {
        id: 'introduction',
        anchor: 'who-we-are',
        title: 'Who we are and what this notice covers',
        body: [
          `${legalName} (“Hanzo”) is responsible for the processing of the personal data we collect through this website. Our address is ${address}. For any matter related to your personal data, write to us at ${email}.

We issue this comprehensive privacy notice under Mexico’s Federal Law on the Protection of Personal Data Held by Private Parties (Ley Federal de Protección de Datos Personales en Posesión de los Particulares), published in the Official Gazette of the Federation on March 20, 2025 (the “Law”), and other applicable provisions. It applies when:

- you browse this site;
- you subscribe to our newsletter;
- you message us on WhatsApp from the site’s buttons; and
- an authorized person signs in to the administration panel.

We wrote it for business owners and their teams, not only for lawyers. If anything is unclear, ask us and we will gladly explain.

We do not ask for sensitive personal data (for example, about your health, beliefs or ethnic origin) or for financial or property data; please do not include them in your messages. The site is intended for adults, and we do not knowingly collect data from minors.`,
        ],
      },
      {
        id: 'data',
        anchor: 'data-we-collect',
        title: 'Personal data we collect',
        body: [
          `We only collect what we need. Depending on what you do on the site, we process the following data:

### If you subscribe to the newsletter

- **Your email address**, which we store in lowercase and without spaces.
- **Your subscription details:** how you subscribed (for example, through the newsletter form), the date and time, whether the subscription is still active, and what you chose to receive. [Your subscription page](${SUBSCRIPTION_PATH}) offers three choices: “Artículos nuevos” (new articles: an email each time we publish an article on the blog), “El boletín” (the newsletter: practical ideas on data and artificial intelligence for your business, from time to time) and “Novedades de nuestros servicios” (news about our services: when we launch a service or change one we offer). If you subscribe through the site’s forms, you start with the newsletter on and the other two choices off; only you can turn them on, on your subscription page. If Brevo tells us that you unsubscribed from one of our emails, that an email to your address bounced because the address does not exist, or that you marked one as spam, we also store that reason and the date, as explained in “Your rights and how to exercise them”. Until you confirm your subscription, we also store the date on which it will be deleted: 30 days after you subscribed.
- **Technical data from the moment you subscribe**, which we keep as a record of your consent: the identification of your browser and operating system, the page you came from, the address of the page where you subscribed, where the form was (page footer or end of an article) and, if applicable, the article you were reading.
- **Confirming your subscription:** as soon as you subscribe, we send you, from our own address and through our email delivery service (Brevo), a message with the subject “${MAIL_SUBJECTS.confirm}” (“Confirm your subscription to the Hanzo newsletter”). Its link is this site’s own: it works for 7 days, on any device, and you can open it more than once (if you have already confirmed, it just tells you that your subscription is already confirmed). Opening it confirms your subscription without typing your address and without creating any sign-in account; if it has expired, the page offers to send you a new one. The link carries a code that identifies your subscription (calculated from your address, a *hash*, not the address itself), signed with the site’s key so that nobody can forge or alter it, and the page removes it from the address bar before anything else, such as Google Analytics, can record it. Your subscription is confirmed only when you open that link, or when you confirm it on [your subscription page](${SUBSCRIPTION_PATH}) after entering with the access link described below (if you subscribe right there, it is confirmed at that moment). When you confirm, a function of the site records the date and time of the confirmation by our server’s clock and removes the deletion date, and we start sending you the newsletter. If you do not confirm it, we do not send you the newsletter, and the subscription is deleted about 30 days after you subscribed. So if someone enters your address without your knowledge, you will not receive the newsletter unless you confirm the subscription yourself; you will, however, receive the message to confirm it (three an hour at most), and we will keep that pending subscription for about 30 days, as explained in section 4, with the technical data of the browser of whoever made it.
- **Your access to the subscription page:** to enter your subscription page, we send you, by the same means, a message with the subject “${MAIL_SUBJECTS.manage}” (“Your link to manage your subscription”). Its link comes from Google’s sign-in service (Firebase Authentication): it works only once and expires in about an hour. When you open it, you prove the address is yours, and Firebase Authentication creates an account with your address, in which it records the date it was created and the date of your last access. That account is deleted automatically along with your data, whether you delete your data on your subscription page or ask us to by email, and also when your pending subscription is deleted because it was never confirmed. If you open an access link for an address that has no subscription and you do not subscribe, that account is deleted automatically by a daily clean-up, one to two days after you opened the link. The only exception is an address that is also used to sign in with Google, which only Hanzo’s authorized team can do.
- **Notices of new articles:** if you turned on “Artículos nuevos”, each time we publish an article we may send you, from the site’s administration panel and through Brevo’s campaigns, an email announcing it, with its title, summary, image and a button to read it. The links in that email that lead to this site carry tags (\`utm_source\`, \`utm_medium\` and \`utm_campaign\`, the last one with the article’s name as it appears in its address) so that, only if you accepted analytics cookies, Google Analytics counts your visit as coming from that email (section 3). Each notice carries Brevo’s one-click unsubscribe link (and the header email apps use to show their own unsubscribe button) and a link to your subscription page to choose what you receive. For each article we send, the site stores the date of the send, how many people it was sent to, the campaign’s number in Brevo and which member of the team sent it, but not the list of the people who received it.
- **Links sent:** to prevent abuse, we send each inbox at most one link a minute and three an hour (the same address written differently counts as one: with capitals, with a +tag or, at Gmail, with dots), and at most ten links an hour and twenty a day can be requested from the same connection (network address). To keep count, the site’s functions store the times of the links sent in the last hour under a code calculated from your address, and those of the last day under a code calculated from your network address. These codes (*hashes*) are not your address or your network address, but anyone who already knows an address can calculate its code and compare it, so they are pseudonymized personal data, not anonymous data. These records are deleted automatically after an hour (those of the address) or a day (those of the connection), and the database may take up to one more day to remove them. We also count how many links we send in total each day, with no personal data. The technical logs of the site’s functions (Google Cloud Logging) keep for 30 days a code calculated from your address, with the time of each link we send (and its kind), of each one we refuse (and why) and of each confirmation, never your address.

### If you message us on WhatsApp

The contact buttons open WhatsApp with a message already written; you decide whether to send it. If you do, we receive your phone number, your profile name and whatever you write to us. The site stores nothing from that conversation, and WhatsApp processes your data under its own privacy notice.

### If you sign in with your Google account

Only Hanzo’s authorized team can sign in with Google, to enter the administration panel: the site refuses any other Google account before it is created. In that case we process:

- your user identifier, name, email address, the address of your profile picture and the provider you signed in with (Google);
- the dates of your registration and of your last access, and the number of times you have signed in;
- the identification of your browser and the page you came from when you registered;
- your communication options: whether you agree to receive emails related to your account and whether you agree to marketing communications (the latter stays off until you turn it on);
- an activity log, for example each entry into the panel, with the action, the date and time, the page and your browser.

If we ever open sign-in to other people, we will process these same data and update this notice before doing so.

### While you browse

- **Technical data from each visit:** like any web server, the one hosting this site receives your IP address, the page you request, the date and time, and your browser details. They are used to deliver the pages to you and to protect them from abuse; we do not use them to identify you.
- **Usage data, only if you accept analytics cookies.** We explain this in section 3.
- **Your preferences, stored in your own browser**, such as the color theme and your cookie choice. These are also covered in section 3.`,
        ],
      },
      {
        id: 'cookies',
        anchor: 'cookies',
        title: 'Cookies, Google Analytics and storage in your browser',
        body: [
          `A cookie is a small file that a site stores in your browser. We only use analytics cookies, and only if you accept them.

### Before you choose

The first time you visit, you see a cookie banner. Until you choose, the site does not load Google Analytics or any other measurement or advertising service.

### If you accept

We load Google Analytics 4, a service of Google LLC, to learn how many people visit us, which pages and articles they read and which buttons they use (for example, the WhatsApp contact button, the share button on an article or the newsletter button). Google receives the pages you visit and the page you came from, those interactions, data about your device and browser (type, operating system, language and screen size) and an approximate location (country, region or city) that it derives from your IP address; according to Google, Analytics does not store the IP address. If you arrive from a tagged link in one of our emails (such as those in the notices of new articles), the page’s address carries those tags, and Google Analytics counts your visit as coming from that email. We also send it how fast each page loads and responds on your device and, if something fails on the page, a short technical description of the error, from which we first remove any email and anything you typed into searches or addresses. Advertising features are turned off: your data is not used for ads or to personalize advertising.

Google Analytics stores these cookies in your browser:

- \`_ga\`: tells one visitor from another with a random identifier. Lasts up to 2 years.
- \`_ga_\` followed by our property’s identifier: keeps the state of your visit. Lasts up to 2 years.

Google keeps usage data for the period we set in our account, which does not exceed 14 months, and then deletes it.

### If you reject

We store your choice, Google Analytics does not load, and we turn on the switch Google provides so that its tag measures nothing on this site. If you only close the banner with the ×, we store nothing and the banner will appear again the next time you open the site.

### Changing your choice

You can change it whenever you like with the button below: it deletes your stored choice and this site’s Google Analytics cookies, stops measurement and shows you the cookie banner again so you can choose anew. You can also clear this site’s data in your browser settings (we will ask you again on your next visit) or install Google’s browser add-on to opt out of Analytics: ${GA_OPT_OUT}.`,
          COOKIE_CHOICE,
          `### What we store in your browser

Besides cookies, the site keeps some data in your browser’s storage: local storage, which persists, and session storage, which is cleared when you close the tab. It makes the site work the way you chose and never leaves your device:

- \`cookieConsent\`: your choice about analytics cookies (accepted or rejected). Kept until you change it or clear the site’s data.
- \`theme\`: the color theme you chose (light or dark). Kept until you clear the site’s data.
- \`hanzo_overlay_seen\`: records that you have already seen the loading screen, so it is not repeated. Cleared when you close the tab.
- \`hanzo_boletin_correo\`: the address a link was sent to from this browser, so that if you open the access link to your subscription page in this same browser, it does not ask for the address again. It is cleared as soon as you open in this browser a link we sent you (the access link or the confirmation link), whether or not it works. If you open the link in another browser or device (some email apps open links in their own browser) or never open it, it is kept until you clear the site’s data.
- \`hanzo_diagnostico\`: your answers to the self-diagnosis (“Autodiagnóstico”), so they are not lost if you reload the page. Cleared when you close the tab.
- \`hanzo_newsletter_subscribers\`, \`hanzo_registered_users\` and \`hanzo_user_activities\`: used only if the site runs without a connection to our database. In that case your subscription, registration or activity (the data in section 2) is stored only in your browser and does not reach us. If any of these values is damaged, a copy is kept under the same name followed by \`_corrupt_\` and the date. Kept until you clear the site’s data.

If you sign in, Google’s sign-in service (Firebase Authentication) keeps your session in your browser’s storage until you sign out. On your subscription page the session ends when you close the tab, so that nobody else uses it on a shared computer.

When you send a form and the site is connected to our database (for example, when you subscribe), Firebase App Check checks with Google’s reCAPTCHA Enterprise that a person is sending it. To do so, reCAPTCHA may keep its own data in your browser (for example, \`_grecaptcha\` in local storage), and App Check may keep its token in the browser’s internal database (IndexedDB).`,
        ],
      },
      {
        id: 'purposes',
        anchor: 'purposes',
        title: 'Why we use your data and on what legal basis',
        body: [
          `### Necessary purposes

These give rise to your relationship with us; we need them to give you what you ask for:

1. Sending you the link to confirm your subscription and the emails you chose to receive (the newsletter and, if you turn them on, the notices of new articles), and managing your subscription: sign-ups, unsubscribes (including those Brevo tells us about) and changes of preferences.
2. Preventing duplicate or abusive subscriptions and excessive sending of links, no longer writing to addresses that do not exist or to people who marked one of our emails as spam, and keeping a record of when, where and how you agreed to receive the newsletter.
3. Answering the messages you send us on WhatsApp and, if you ask, scheduling your consultation.
4. Giving secure access to the administration panel only to authorized people and logging their sign-ins and activity for security.
5. Delivering the site’s pages to you and protecting it from attacks and abuse.
6. Handling your requests about your personal data and meeting the legal obligations that apply to us.

### Secondary purposes

These are not necessary for what you ask of us, but they help us improve and serve you better:

1. Measuring how the site is used with Google Analytics to improve content and services, only if you accept analytics cookies.
2. Sending you, together with the newsletter or separately, news about our services, workshops and events.
3. Producing internal statistics on which articles and sections bring in the most subscriptions.

**If you do not want us to use your data for the secondary purposes**, tell us at any time, even before you subscribe: for the first one, reject cookies or change your choice as explained in section 3; for the other two, write to us at ${email} with the subject “Secondary purposes”. Saying no does not affect the newsletter or any other service you ask of us.

### Legal basis

We process your data with your consent, which you give when you subscribe (the form links to this notice), accept analytics cookies, write to us or sign in, and in the cases where the Law allows processing without consent, for example to meet a legal obligation or to comply with a request from a competent authority.

### How long we keep your data

- **Newsletter:** while your subscription is active. If you do not confirm your subscription, we do not send you the newsletter, and our database deletes it automatically 30 days after you subscribed (normally no later than one day after that date). If you unsubscribe, we stop sending it, remove you from your subscription’s lists in Brevo and keep your subscription marked as inactive, so that the newsletter does not reach you again. If you delete your data on [your subscription page](${SUBSCRIPTION_PATH}), we erase it at once; if you ask us for cancellation by email, we block your data and delete it when the blocking period set by the Law ends. In both cases, shortly after we erase it, your access to the subscription page and your contact in Brevo are deleted too. Each unsubscribe or deletion normally reaches Brevo within a minute, and until then your address stays in our list of pending changes: if Brevo does not answer, we retry until it does, and if it refuses the change, we see it on our administration panel. Brevo keeps the technical record of each message with a link for one month, also after you delete your data.
- **Account for access to your subscription page:** while your subscription exists; if you opened an access link without having a subscription, one to two days, as explained in section 2.
- **Record of links sent:** one hour for each address’s record and one day for each connection’s (the database may take up to one more day to remove them), and 30 days in the technical logs of the site’s functions, as explained in section 2.
- **Panel accounts and their activity:** while the person has authorized access; after that they are blocked and deleted in the same way.
- **WhatsApp conversations:** while we handle your request and for a reasonable time to follow up on it.
- **Google Analytics:** up to 14 months, as explained in section 3.`,
        ],
      },
      {
        id: 'sharing',
        anchor: 'sharing',
        title: 'Who we share your data with',
        body: [
          `We do not sell, rent or trade your personal data.

### Providers working on our behalf

We rely on providers that process data only to provide their service to us, following our instructions and bound by confidentiality and security obligations. The Law calls them *processors*, and giving them data is a *communication to a processor*, not a transfer, so it does not require your consent:

- **Google LLC, through Firebase** (Cloud Firestore, Firebase Authentication, Cloud Functions for Firebase with its logs in Google Cloud Logging, Firebase App Check and Firebase Hosting): stores the subscriber list, the accounts for access to your subscription page, the profiles and activity of those who sign in and what we keep about each article notice sent; runs the site’s functions that create the confirmation and access links, send them through Brevo, confirm subscriptions, keep count of the links sent, keep your subscription’s lists in Brevo up to date, create in Brevo the campaign for each notice of a new article and receive Brevo’s notices of unsubscribes, bounces and emails marked as spam; handles sign-in (with the access link or, only for Hanzo’s authorized team, with Google); checks with reCAPTCHA Enterprise, when a form is sent, that a person and not an automated program is sending it; and hosts the site.
- **Google LLC, through Google Analytics:** measures site usage, only if you accept analytics cookies.
- **Sendinblue SAS (Brevo), based in France:** sends, from our address and with its own campaign tool, the newsletter and the notices of new articles, as well as the messages with the links to confirm your subscription or to access your subscription page; to deliver them, it receives your address and the content of each message. In the messages with a link we turn off the tracking of opens and clicks, and for each of them Brevo keeps a technical record for one month (your address, the subject, the date and whether it was delivered), with no copy of the message. It keeps one list for each choice of your subscription (“Artículos nuevos”, “El boletín” and “Novedades de nuestros servicios”): your address is on a list only while your subscription is confirmed and active and you have that choice on. For each campaign, such as the newsletter or a notice of a new article, it records whether it reached you and, unless we turn that tracking off in Brevo, whether you opened it and which links you clicked. It also records the unsubscribes made from the link in its emails, the emails that bounce because the address does not exist and those marked as spam, and tells us about each of them so that we unsubscribe you from our list too. If you unsubscribe, your address leaves the lists and Brevo keeps it as a contact, on no list, until you delete your data; if you delete it, Brevo deletes that contact too.

Google may process these data on servers located in the United States and in other countries, and Brevo’s servers are in the European Union, so in both cases this is an international communication to a processor. In their data processing and security terms, Google and Brevo undertake to use the data only to provide the service to us and to protect it.

### Transfers

We do not currently transfer your personal data to third parties for their own purposes. We would only disclose it without your consent in the cases the Law provides for, for example when a law requires it or a competent authority orders it, or when it is needed to establish, exercise or defend a right in legal proceedings. If we ever wanted to make a transfer that requires your consent, we would update this notice and ask you first.

### Sites we link to

The buttons to message us on WhatsApp, visit our LinkedIn page or share an article on LinkedIn, X or Facebook take you to those services. When you share, we only pass on the article’s address and, in the case of X, also its title and summary. Each of them processes your data under its own privacy notice.`,
        ],
      },
      {
        id: 'rights',
        anchor: 'rights',
        title: 'Your rights and how to exercise them',
        body: [
          `You have the right to:

- **Access:** know what data we hold about you and how we use it.
- **Rectification:** correct it if it is inaccurate or incomplete.
- **Cancellation:** ask us to delete it when you believe we do not need it or do not process it in accordance with the Law.
- **Objection:** ask us to stop using it for a specific purpose.

Together these are known as ARCO rights. You can also **withdraw the consent** you gave us and **limit the use or disclosure** of your data.

### Your newsletter subscription, without writing to us

On [your subscription page](${SUBSCRIPTION_PATH}) (in Spanish) you prove the address is yours with a link we send you and, right there, see the data we keep about your subscription and download it (access), choose what you want to receive (objection), unsubscribe (withdrawal) or delete it (cancellation). For any other data or right, write to us as described below.

### How to make a request

Write to us at ${email} with the subject “ARCO rights” (or “Withdrawal of consent”, if that is the case). Your request must include:

1. Your name and an email address or other means for sending you our answer.
2. A copy of a valid official ID (for example, your voter ID card or passport) or, if you make the request through a representative, their ID and the document that proves the representation, such as a power of attorney letter signed before two witnesses.
3. A clear description of the data and of the right you want to exercise, or of what you are asking for.
4. Any detail that helps us locate the data, such as the email address you subscribed with.
5. If you are asking for a rectification, what needs to be corrected and, if needed, a document that supports it.

We will use your ID only to confirm that it is you and will delete it when your request is closed. If anything is missing, we will ask you for it by the same means.

### Deadlines

We will answer within **20 business days** of receiving your request. If it is granted, we will put it into effect within the **15 business days** following our answer. When the case justifies it, these periods may be extended once by an equal period, and we will let you know. Exercising your rights is free, and we will send you your data by email at no cost; only if you ask for copies or another physical format could we charge you the justified costs of reproduction or shipping.

### Withdrawing your consent

You can withdraw it at any time by the same means; withdrawal does not have retroactive effect. For the newsletter and the other emails of your subscription, unsubscribing on [your subscription page](${SUBSCRIPTION_PATH}) or with the unsubscribe link in each newsletter and each notice of a new article is enough. If you use that link, Brevo stops sending you the newsletter and the notices at once and tells us, normally within seconds; the site then unsubscribes you too: your subscription becomes inactive, with all its choices off. The same happens if an email to your address bounces because the address does not exist or if you mark one of our emails as spam. In those cases we keep the reason (you unsubscribed from an email, the email bounced or you marked it as spam) and the date, which you see on your subscription page and our team sees on the administration panel, and only you can subscribe again, on your subscription page. For analytics cookies, the button in section 3 is enough. If the Law requires us to keep processing certain data, we may not be able to act on your withdrawal immediately or in full; in that case we will explain why.

### Limiting the use or disclosure of your data

Besides rejecting cookies or setting your browser to block them, you can ask us by email to add you to our exclusion list so that we never send you communications again. We will confirm that you have been added.

### If you are not satisfied

If we do not answer in time or you disagree with our answer, you can file a data protection request with the Secretaría Anticorrupción y Buen Gobierno (Mexico’s Ministry of Anti-Corruption and Good Governance), the authority in charge of enforcing the Law. You have 15 days from the date we communicate our answer; if we do not answer, you can file it as soon as the response period has expired.`,
        ],
      },
      {
        id: 'security',
        anchor: 'security',
        title: 'How we protect your data',
        body: [
          `We apply administrative, technical and physical security measures to protect your data against damage, loss, alteration, destruction or unauthorized use, access or processing. Among them:

- The site is delivered only over an encrypted connection (HTTPS).
- Our database has strict access rules: anyone can register a valid subscription from the site, but only people with the administrator role, verified with their Google account, can read, search or export the list.
- Access to the administration panel is personal, limited to those who need it for their work, and logged.
- We collect only the data we need and limit the length of the technical data we keep.
- Google Analytics loads only if you accept it, and its advertising features are turned off.

No system is infallible. If a security breach significantly affected your property or moral rights, we would inform you immediately so that you can take action.`,
        ],
      },
      {
        id: 'changes',
        anchor: 'changes',
        title: 'Changes to this notice',
        body: [
          `We may update this notice because of changes in the Law, in our services or in the way we process your data. We will always publish the version in force on this page, with its last-updated date at the top.

If the change is significant, for example a new purpose, a change of the responsible party or a transfer that requires your consent, we will also let you know in the newsletter, if you receive it. Where the Law requires it, we will ask for your consent again before applying the change.

We recommend checking this page from time to time.`,
        ],
      },
      {
        id: 'contact',
        anchor: 'contact',
        title: 'Contact',
        body: [
          `For any question about this notice, your data or your rights, write to us. The person in charge of personal data at Hanzo handles this mailbox and processes your requests.

- **Responsible party:** ${legalName}
- **Address:** ${address}
- **Email:** ${email}

This notice is a courtesy translation of the [Spanish version](${pageEntries.privacidad.path}); if the two versions differ, the Spanish version prevails.`,
        ],
      },
    ],
  };

  return { es: spanish, en: english };
}
