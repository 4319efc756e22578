/**
 * Shown in the place of a picture that could not load (spec §8's "Error loading image", in the
 * page's language: decision 14). A module of its own: the covers' client leaf bundles it.
 */
export const imageErrorText = 'No se pudo cargar la imagen';
