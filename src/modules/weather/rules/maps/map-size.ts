/** The outlook map's drawing size in SVG units; pages show it at half size and keep its aspect ratio. */
export const MAP_SIZE = { width: 1120, height: 840 };
