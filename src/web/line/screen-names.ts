/** The LINE / OIDC screens (src/web/line/register.ts registers them). Plain data for node scripts. */
export const LINE_SCREEN_NAMES = ['LineAuthen', 'LineAuthenUser', 'GatewayVerify', 'LoginAthena', 'LineTest', 'LineHook'] as const;
