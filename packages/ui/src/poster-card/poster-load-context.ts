import { createContext } from 'react';

/**
 * Whether a poster's image should load now: a row (PosterRow) says so for the posters near what is on screen and
 * leaves the others as placeholders of the same size until the viewer scrolls towards them. Outside a row (a grid,
 * the landing page) every poster loads as its own `loading` attribute says.
 */
export const PosterLoadContext = createContext(true);
