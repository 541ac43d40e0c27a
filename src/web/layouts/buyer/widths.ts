/** Spec: cart and footer columns use 10 of 12 columns (xl 8) from md upward. */
export const CONTENT_WIDTH = ['100%', '100%', '83.333%', '83.333%', '66.667%'];
