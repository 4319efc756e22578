/**
 * What the owner reads in the article editor (its own site; the site's /cms/ leads there): the
 * label and hint of every field of an article, and the editor's own words. editor/config.ts
 * turns the blog schema into the editor's configuration with these texts; a test fails when a
 * field of the schema has no entry here.
 */

export interface CmsFieldText {
  label: string;
  hint?: string;
}

export const cmsText = {
  /** The browser tab of the editor. */
  pageTitle: 'Editor del blog | Hanzo',
  /** Shown while the editor loads, and when JavaScript is off. */
  loading: 'Cargando el editor…',
  noScript:
    'El editor del blog necesita JavaScript. Actívalo en tu navegador y vuelve a cargar la página.',
  collection: {
    label: 'Artículos',
    singular: 'Artículo',
    description:
      'Escribe y revisa los artículos del blog. Al guardar se crea una propuesta; el equipo la revisa antes de que la publiques.',
  },
  body: {
    label: 'Texto del artículo',
    hint: 'Usa subtítulos (##), listas, negritas, enlaces e imágenes. El tiempo de lectura no se escribe: lo calculamos del texto, a 200 palabras por minuto.',
  },
  /** The text's image (Insertar › Imagen). */
  image: {
    label: 'Imagen',
    file: 'Imagen',
    alt: 'Descripción de la imagen',
    altHint:
      'Obligatoria: qué muestra la imagen, para quien no puede verla (por ejemplo: “Dashboard de ventas por mes”).',
    title: 'Título al pasar el cursor',
  },
  /** Inside list fields, the name of one item. */
  items: {
    tags: 'Etiqueta',
    keywords: 'Palabra clave',
    faq: 'Pregunta',
    references: 'Referencia',
  },
  /** Spanish messages of the editor's checks, shown under the field. */
  messages: {
    /** An optional group (the chat button) filled only in part. */
    incomplete: (labels: string[]) =>
      `Completa ${labels.join(' y ')}, o deja vacío todo este bloque.`,
    length: (min: number, max: number) => `Escribe entre ${min} y ${max} caracteres.`,
    slug: 'Usa solo minúsculas sin acentos, números y guiones, por ejemplo: kpis-para-tu-negocio.',
    date: 'Elige una fecha válida (AAAA-MM-DD).',
    url: 'Escribe una dirección completa que empiece con https://.',
    ctaName: 'Usa solo minúsculas sin acentos, números y guiones bajos, por ejemplo: chat_ventas.',
    pattern: 'El formato no es válido.',
  },
  fields: {
    id: {
      label: 'Número del artículo',
      hint: 'Un número que ningún otro artículo usa. Ya viene puesto el siguiente libre: déjalo así.',
    },
    title: {
      label: 'Título',
      hint: 'El título que ve quien lee, en la página y en las tarjetas del blog.',
    },
    metaTitle: {
      label: 'Título para buscadores',
      hint: 'Una versión corta del título para Google (hasta 60 caracteres).',
    },
    seoTitle: {
      label: 'Título corto (pestaña y Google)',
      hint: 'Llénalo solo si el título para buscadores, con “| Hanzo” al final, no cabe en 60 caracteres: este lo sustituye en la pestaña y en Google.',
    },
    metaDescription: {
      label: 'Descripción para buscadores',
      hint: 'Lo que Google muestra bajo el título: resume el artículo en una o dos frases.',
    },
    excerpt: {
      label: 'Resumen',
      hint: 'El texto de la tarjeta del artículo en el blog.',
    },
    category: {
      label: 'Categoría',
      hint: 'La sección del blog donde aparece el artículo.',
    },
    categoryName: { label: 'Nombre de la categoría' },
    date: {
      label: 'Fecha de publicación',
      hint: 'El blog ordena los artículos por esta fecha, del más nuevo al más antiguo.',
    },
    author: { label: 'Autor' },
    authorBio: {
      label: 'Sobre el autor',
      hint: 'Una o dos frases sobre quién escribe; aparecen al final del artículo.',
    },
    tags: {
      label: 'Etiquetas',
      hint: 'De 1 a 10 temas del artículo; cada uno tiene su página en el blog.',
    },
    keywords: {
      label: 'Palabras clave',
      hint: 'De 1 a 12 búsquedas con las que alguien debería encontrar este artículo.',
    },
    slug: {
      label: 'Dirección del artículo',
      hint: 'La última parte de la dirección web: /blog/categoría/esta-parte/. No la cambies después de publicar.',
    },
    featured: {
      label: 'Artículo destacado',
      hint: 'El destacado aparece primero en la página de su categoría.',
    },
    relatedPosts: {
      label: 'Artículos relacionados',
      hint: 'Elige otros artículos que recomiendes leer después de este.',
    },
    draft: {
      label: 'Borrador',
      hint: 'Actívalo para guardar el artículo sin mostrarlo en el blog.',
    },
    faq: {
      label: 'Preguntas frecuentes',
      hint: 'Preguntas y respuestas al final del artículo; Google también puede mostrarlas.',
    },
    'faq.question': { label: 'Pregunta' },
    'faq.answer': { label: 'Respuesta' },
    floatingChat: {
      label: 'Botón de chat propio',
      hint: 'Un botón flotante de WhatsApp con su propio mensaje. Déjalo vacío si no lo necesitas.',
    },
    'floatingChat.message': {
      label: 'Mensaje',
      hint: 'El mensaje que ya viene escrito cuando alguien abre el chat.',
    },
    'floatingChat.ctaName': {
      label: 'Nombre del botón en las estadísticas',
      hint: 'Para distinguir este botón en Google Analytics, por ejemplo: chat_data_lakes.',
    },
    'floatingChat.secondaryNumber': {
      label: 'Usar el segundo número de WhatsApp',
    },
    references: {
      label: 'Referencias',
      hint: 'Las fuentes que citas, al final del artículo.',
    },
    'references.title': { label: 'Título de la fuente' },
    'references.publisher': { label: 'Quién la publica' },
    'references.url': { label: 'Dirección web' },
  } satisfies Record<string, CmsFieldText>,
} as const;

/**
 * Decap CMS's own words that its Spanish locale lacks (it falls back to English) or that read
 * better for the owner, merged over it by editor/editor.ts; editor/phrases.test.ts fails when a
 * new Decap release adds an English phrase with no Spanish one.
 */
export const decapPhrases = {
  app: {
    header: { workflow: 'Flujo editorial', quickAdd: 'Nuevo' },
  },
  auth: {
    loginWithAzure: 'Iniciar sesión con Azure',
    loginWithForgejo: 'Iniciar sesión con Forgejo',
  },
  collection: {
    sidebar: { allCollections: 'Todas las colecciones', searchIn: 'Buscar en' },
    collectionTop: {
      newButton: 'Nuevo artículo',
      newButtonAriaLabel: 'Nuevo artículo',
      viewAsList: 'Ver como lista',
      viewAsGrid: 'Ver como cuadrícula',
      searchResults: 'Resultados de la búsqueda de “%{searchTerm}”',
      searchResultsInCollection: 'Resultados de la búsqueda de “%{searchTerm}” en %{collection}',
      filterBy: 'Filtrar por',
      groupBy: 'Agrupar por',
    },
    entries: { unpublishedHeader: 'Sin publicar' },
    groups: { other: 'Otros', negateLabel: 'Sin %{label}' },
  },
  editor: {
    editorControl: { field: { widgetLabel: 'Campo' } },
    editorControlPane: {
      // Under the field, so the field's name is not repeated (and no gender to agree with).
      widget: {
        required: 'Este campo es obligatorio.',
        regexPattern: '%{pattern}',
        processing: 'Espera un momento: se está procesando.',
        range: 'Debe estar entre %{minValue} y %{maxValue}.',
        min: 'Debe ser %{minValue} o más.',
        max: 'Debe ser %{maxValue} o menos.',
        rangeCount: 'Agrega entre %{minCount} y %{maxCount}.',
        rangeCountExact: 'Agrega exactamente %{count}.',
        rangeMin: 'Agrega al menos %{minCount}.',
        rangeMax: 'Agrega como máximo %{maxCount}.',
        invalidPath: '“%{path}” no es una ruta válida.',
        pathExists: 'Ya existe un artículo en “%{path}”.',
      },
      i18n: {
        writingInLocale: 'Escribiendo en %{locale}',
        copyFromLocale: 'Copiar de otro idioma',
        copyFromLocaleConfirm:
          '¿Quieres copiar el contenido del idioma %{locale}?\nSe reemplazará todo lo que hayas escrito.',
      },
    },
    editorInterface: {
      toggleI18n: 'Mostrar u ocultar los idiomas',
      togglePreview: 'Mostrar u ocultar la vista previa',
      toggleScrollSync: 'Desplazar juntos el editor y la vista previa',
      toggleNotes: 'Mostrar u ocultar las notas',
    },
    editorNotesPane: {
      title: 'Notas',
      emptyState: 'Todavía no hay notas. Escribe la primera aquí abajo.',
      addNote: 'Agregar nota',
      addPlaceholder: 'Escribe una nota…',
      editPlaceholder: 'Edita tu nota…',
      save: 'Guardar',
      cancel: 'Cancelar',
      edit: 'Editar',
      delete: 'Borrar',
      resolve: 'Marcar como resuelta',
      unresolve: 'Marcar como pendiente',
      confirmDelete: '¿Seguro que quieres borrar esta nota?',
      shortcut: 'Consejo: Ctrl+Enter agrega la nota',
    },
    editor: {
      onPublishingNotReady: 'Antes de publicar, cambia el estado a “Listo”.',
      onDeleteWithUnsavedChanges:
        '¿Seguro que quieres borrar este artículo publicado y los cambios que no has guardado?',
    },
    editorToolbar: {
      deployPreviewPendingButtonLabel: 'Buscar la vista previa',
      deployPreviewButtonLabel: 'Ver vista previa',
      statusInfoTooltipDraft:
        'El artículo es un borrador. Cuando esté listo, cambia su estado a “En revisión”.',
      statusInfoTooltipInReview:
        'El artículo está en revisión. Puedes seguir haciéndole cambios; cuando el equipo lo apruebe, cambia su estado a “Listo” y publícalo.',
    },
    editorWidgets: {
      markdown: {
        bold: 'Negritas',
        italic: 'Cursivas',
        strikethrough: 'Tachado',
        code: 'Código',
        link: 'Enlace',
        linkPrompt: 'Escribe la dirección del enlace',
        headings: 'Subtítulos',
        quote: 'Cita',
        bulletedList: 'Lista con viñetas',
        numberedList: 'Lista numerada',
        addComponent: 'Insertar',
        toggleMode: {
          rich: 'Cambiar a texto con formato',
          markdown: 'Cambiar a Markdown',
        },
      },
      image: {
        chooseMultiple: 'Elegir imágenes',
        chooseUrl: 'Insertar desde una dirección web',
        replaceUrl: 'Reemplazar con una dirección web',
        promptUrl: 'Escribe la dirección de la imagen',
        addMore: 'Agregar más imágenes',
        removeAll: 'Quitar todas las imágenes',
      },
      file: {
        chooseUrl: 'Insertar desde una dirección web',
        chooseMultiple: 'Elegir archivos',
        replaceUrl: 'Reemplazar con una dirección web',
        promptUrl: 'Escribe la dirección del archivo',
        addMore: 'Agregar más archivos',
        removeAll: 'Quitar todos los archivos',
      },
      datetime: { setToNow: 'Poner la fecha de hoy' },
      list: { add: 'Agregar %{item}', addType: 'Agregar %{item}' },
      object: { expand: 'Abrir', collapse: 'Cerrar' },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      copy: 'Copiar',
      copyUrl: 'Copiar la dirección',
      copyPath: 'Copiar la ruta',
      copyName: 'Copiar el nombre',
      copied: 'Copiado',
    },
    mediaLibraryModal: { close: 'Cerrar' },
    mediaLibrary: { onDelete: '¿Seguro que quieres borrar el archivo seleccionado?' },
  },
  workflow: {
    workflow: {
      loading: 'Cargando el flujo editorial',
      workflowHeading: 'Flujo editorial',
    },
    workflowList: {
      onDeleteEntry: '¿Seguro que quieres borrar este artículo?',
      onPublishingNotReadyEntry:
        'Solo se publican los artículos en “Listo”: arrastra la tarjeta a esa columna para publicarla.',
    },
  },
  ui: {
    settingsDropdown: { account: 'Opciones de la cuenta' },
    errorBoundary: {
      recoveredEntry: {
        warning: '¡Copia y pega esto en algún lugar antes de salir de esta página!',
      },
    },
    toast: {
      missingRequiredField:
        'Falta completar o corregir un campo. Revisa los mensajes en rojo antes de guardar.',
      onFailToPersist: 'No se pudo guardar el artículo: %{details}',
      noteAdded: 'Nota agregada',
      onFailToAddNote: 'No se pudo agregar la nota: %{details}',
      noteUpdated: 'Nota actualizada',
      onFailToUpdateNote: 'No se pudo actualizar la nota: %{details}',
      noteDeleted: 'Nota borrada',
      onFailToDeleteNote: 'No se pudo borrar la nota: %{details}',
      noteResolved: 'Nota resuelta',
      noteReopened: 'Nota reabierta',
      onFailToToggleNote: 'No se pudo cambiar el estado de la nota: %{details}',
      onLoggedOut: 'Tu sesión terminó. Copia lo que estabas escribiendo y vuelve a iniciar sesión.',
      onBackendDown: 'GitHub tiene una falla en este momento. Más información: %{details}',
    },
  },
};
