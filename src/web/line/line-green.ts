/** LINE's brand green: borders and accents only (white on it reads at 2.3:1). */
export const LINE_GREEN = '#06C755';

/**
 * LINE green darkened until white text on it reaches 4.5:1 (5.0:1), and it reads at 4.5:1 as text
 * on white: every LINE button, icon disc and link that carries or is text uses it.
 */
export const LINE_GREEN_DARK = '#00803a';
